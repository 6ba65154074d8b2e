import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { RequestFailure } from '../../components/RequestFailure';
import {
  squadMatchesAdapter,
  useChangeMatchMutation,
  useDeleteMatchMutation,
  useGetSquadMatchesQuery,
  type SquadMatchEntry,
} from './rosterEndpoints';
import { plural } from './plural';
import { SquadCard } from './SquadCard';

const { selectAll } = squadMatchesAdapter.getSelectors();

const SOURCE_NAMES: Readonly<Record<SquadMatchEntry['source'], string>> = {
  capture: 'recorded',
  import: 'uploaded',
  sample: 'sample',
};

/** Only a match being recorded says where it stands: an upload's matches are all over. */
const STATUS_NAMES: Readonly<Record<SquadMatchEntry['status'], string>> = {
  upcoming: 'not started',
  live: 'live',
  final: '',
};

/** A match's own address, below which its recording (`/capture`) lives. */
const matchPath = (squadId: string, matchId: string) =>
  `/squads/${encodeURIComponent(squadId)}/matches/${encodeURIComponent(matchId)}`;

const dateOf = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-IE', { day: 'numeric', month: 'short', year: 'numeric' });

type Details = Pick<SquadMatchEntry, 'date' | 'opponent' | 'competition' | 'venue'>;

function MatchForm({
  match,
  onSave,
  onCancel,
}: {
  match: Details;
  onSave: (details: Details) => void;
  onCancel: () => void;
}) {
  const [details, setDetails] = useState(match);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({
      ...details,
      opponent: details.opponent.trim(),
      competition: details.competition.trim(),
      venue: details.venue.trim(),
    });
  };
  const field = (name: keyof Details, label: string, type = 'text', required = true) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        type={type}
        required={required}
        maxLength={80}
        value={details[name]}
        onChange={(event) => setDetails({ ...details, [name]: event.target.value })}
      />
    </label>
  );
  return (
    <form className="squad-form squad-form--grid" onSubmit={submit}>
      {field('date', 'Date', 'date')}
      {field('opponent', 'Opponent')}
      {field('competition', 'Competition')}
      {field('venue', 'Venue', 'text', false)}
      <div className="squad-form__buttons">
        <button type="submit" className="button button--primary">
          Save
        </button>
        <button type="button" className="button button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The squad's matches, newest first; owners and analysts correct a match's details or delete it with its events. */
export function MatchesCard({
  squadId,
  canWrite,
  reportPath,
}: {
  squadId: string;
  canWrite: boolean;
  reportPath: (matchId: string) => string;
}) {
  const matches = useGetSquadMatchesQuery(squadId);
  const [changeMatch, change] = useChangeMatchMutation();
  const [deleteMatch, deletion] = useDeleteMatchMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const list = matches.data ? selectAll(matches.data) : [];
  return (
    <SquadCard
      id="matches"
      title="Matches"
      aside={<span className="card__count">{plural(list.length, 'match', 'matches')}</span>}
    >
      {canWrite && (
        <p className="match-list__record">
          <Link className="button button--primary" to={`/squads/${encodeURIComponent(squadId)}/matches/new`}>
            Record a match
          </Link>
        </p>
      )}
      {matches.data?.error ? (
        <p className="empty-state">Could not load the matches: {matches.data.error}</p>
      ) : !matches.data?.loaded ? (
        <Spinner label="Loading the matches" />
      ) : list.length === 0 ? (
        <p className="empty-state">
          No matches yet.{' '}
          {canWrite ? 'Record one, or upload a file below to add the matches it holds.' : 'An analyst adds them.'}
        </p>
      ) : (
        <ul className="match-list">
          {list.map((match) =>
            editing === match.id ? (
              <li key={match.id} className="match-list__item match-list__item--editing">
                <MatchForm
                  match={match}
                  onCancel={() => setEditing(null)}
                  onSave={(details) => {
                    setEditing(null);
                    void changeMatch({ squadId, id: match.id, change: details });
                  }}
                />
              </li>
            ) : (
              <li key={match.id} className="match-list__item">
                <div>
                  <span className="match-list__name">
                    v {match.opponent}, {dateOf(match.date)}
                  </span>
                  <span className="match-list__facts">
                    {[match.competition, match.venue, SOURCE_NAMES[match.source], STATUS_NAMES[match.status]]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
                <span className="match-list__actions">
                  <Link className="button button--small" to={`${matchPath(squadId, match.id)}/capture`}>
                    {match.status === 'final' || !canWrite ? 'Events' : 'Record'}
                    <span className="visually-hidden"> v {match.opponent}</span>
                  </Link>
                  <Link className="button button--small" to={reportPath(match.id)}>
                    Report<span className="visually-hidden"> on the match v {match.opponent}</span>
                  </Link>
                  {canWrite && (
                    <>
                      <button type="button" className="button button--small" onClick={() => setEditing(match.id)}>
                        Edit<span className="visually-hidden"> the match v {match.opponent}</span>
                      </button>
                      {confirming === match.id ? (
                        <button
                          type="button"
                          className="button button--small button--danger"
                          disabled={deletion.isLoading}
                          onClick={() => {
                            setConfirming(null);
                            void deleteMatch({ squadId, id: match.id });
                          }}
                        >
                          Delete it and its events
                        </button>
                      ) : (
                        <button type="button" className="button button--small" onClick={() => setConfirming(match.id)}>
                          Delete<span className="visually-hidden"> the match v {match.opponent}</span>
                        </button>
                      )}
                    </>
                  )}
                </span>
              </li>
            ),
          )}
        </ul>
      )}
      <RequestFailure error={change.error ?? deletion.error} />
    </SquadCard>
  );
}
