import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorText } from '../../components/errorText';
import { RefreshFailure } from '../../components/RefreshFailure';
import { RequestFailure } from '../../components/RequestFailure';
import { Spinner } from '../../components/Spinner';
import { useAppSelector } from '../../app/hooks';
import { useOpenDashboard } from '../../app/useOpenDashboard';
import { ROLE_NAMES } from './roles';
import { selectMySquads } from './selectors';
import { useCreateSquadMutation, useGetSquadsQuery } from './squadsEndpoints';
import { SquadCard } from './SquadCard';

/** Every squad of mine, and a new one (docs/behaviour.md#squads). */
export function SquadsPage() {
  const query = useGetSquadsQuery();
  const squads = useAppSelector(selectMySquads);
  const openDashboard = useOpenDashboard();
  return (
    <div className="squad-page">
      <SquadCard id="my-squads" title="Your squads">
        {query.isLoading ? (
          <Spinner label="Loading your squads" />
        ) : query.isError && query.data === undefined ? (
          <p className="empty-state">Could not load your squads: {errorText(query.error)}</p>
        ) : (
          <ul className="squad-list">
            {squads.map((squad) => (
              <li key={squad.id} className="squad-list__item">
                <div>
                  <Link className="squad-list__name" to={`/squads/${encodeURIComponent(squad.id)}`}>
                    {squad.name}
                  </Link>
                  <p className="squad-list__facts">
                    {squad.team} · {ROLE_NAMES[squad.role]} · {squad.matches}{' '}
                    {squad.matches === 1 ? 'match' : 'matches'}, {squad.shots} shots
                  </p>
                </div>
                <button type="button" className="button button--small" onClick={() => openDashboard(squad)}>
                  Open dashboard<span className="visually-hidden"> of {squad.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {query.data !== undefined && <RefreshFailure error={query.error} what="this list" />}
        {query.isSuccess && squads.every((squad) => squad.sample) && (
          <p className="empty-state">
            You are in no squad of your own yet: create one below, or ask a squad&apos;s owner for an invite link.
          </p>
        )}
      </SquadCard>
      <NewSquadCard />
    </div>
  );
}

function NewSquadCard() {
  const navigate = useNavigate();
  const [createSquad, creation] = useCreateSquadMutation();
  const [name, setName] = useState('');
  const [team, setTeam] = useState('');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await createSquad({ name: name.trim(), team: team.trim() });
    if ('data' in result && result.data) void navigate(`/squads/${encodeURIComponent(result.data.id)}`);
  };

  return (
    <SquadCard id="new-squad" title="Create a squad">
      <p className="squad-page__hint">
        A squad is your team&apos;s own space: its matches and figures are seen only by the people you invite. You will
        be its owner.
      </p>
      <form className="squad-form" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span className="field__label">Squad name</span>
          <input
            className="field__input"
            required
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="Clifden Seniors"
          />
        </label>
        <label className="field">
          <span className="field__label">Team, as your data spells it</span>
          <input
            className="field__input"
            required
            maxLength={60}
            value={team}
            onChange={(event) => setTeam(event.target.value)}
            placeholder="Clifden"
          />
        </label>
        <button type="submit" className="button button--primary" disabled={creation.isLoading}>
          {creation.isLoading ? 'Creating…' : 'Create squad'}
        </button>
        <RequestFailure error={creation.error} />
      </form>
    </SquadCard>
  );
}
