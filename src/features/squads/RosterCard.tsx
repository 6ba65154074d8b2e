import { useState, type SubmitEvent } from 'react';
import { PLAYER_POSITIONS, type SquadPlayer } from '../../../contract/squad';
import { Spinner } from '../../components/Spinner';
import { RequestFailure } from '../../components/RequestFailure';
import {
  rosterAdapter,
  useGetRosterQuery,
  useRemovePlayerMutation,
  useSavePlayerMutation,
  type RosterPlayer,
} from './rosterEndpoints';
import { plural } from './plural';
import { SquadCard } from './SquadCard';

const { selectAll } = rosterAdapter.getSelectors();

const FEET = ['right', 'left', 'both'] as const;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const BLANK: SquadPlayer = { name: '', number: null, position: null, preferredFoot: null };

/** A player's fields as a form edits them; saved, they are written to Firestore as they are. */
function PlayerForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: SquadPlayer;
  submitLabel: string;
  onSave: (player: SquadPlayer) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [player, setPlayer] = useState(initial);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only a player's own fields: a listed player also carries its document id, which is no field of it.
    const { number, position, preferredFoot } = player;
    const sent = player;
    if (await onSave({ name: player.name.trim(), number, position, preferredFoot })) {
      // Each field is emptied unless changed since: the next player may be half typed by the time this one is stored.
      setPlayer((now) => {
        const field = <K extends keyof SquadPlayer>(key: K) => (now[key] === sent[key] ? initial[key] : now[key]);
        return {
          name: field('name'),
          number: field('number'),
          position: field('position'),
          preferredFoot: field('preferredFoot'),
        };
      });
    }
  };
  return (
    <form className="squad-form squad-form--grid" onSubmit={(event) => void submit(event)}>
      <label className="field">
        <span className="field__label">Name</span>
        <input
          className="field__input"
          required
          maxLength={80}
          value={player.name}
          onChange={(event) => setPlayer({ ...player, name: event.target.value })}
        />
      </label>
      <label className="field">
        <span className="field__label">Number</span>
        <input
          className="field__input"
          type="number"
          min={1}
          max={99}
          value={player.number ?? ''}
          onChange={(event) =>
            setPlayer({ ...player, number: event.target.value === '' ? null : Number(event.target.value) })
          }
        />
      </label>
      <label className="field">
        <span className="field__label">Position</span>
        <select
          className="field__input"
          value={player.position ?? ''}
          onChange={(event) =>
            setPlayer({
              ...player,
              position: event.target.value === '' ? null : (event.target.value as SquadPlayer['position']),
            })
          }
        >
          <option value="">Not known</option>
          {PLAYER_POSITIONS.map((position) => (
            <option key={position} value={position}>
              {capital(position)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Preferred foot</span>
        <select
          className="field__input"
          value={player.preferredFoot ?? ''}
          onChange={(event) =>
            setPlayer({
              ...player,
              preferredFoot: event.target.value === '' ? null : (event.target.value as SquadPlayer['preferredFoot']),
            })
          }
        >
          <option value="">Not known</option>
          {FEET.map((foot) => (
            <option key={foot} value={foot}>
              {capital(foot)}
            </option>
          ))}
        </select>
      </label>
      <div className="squad-form__buttons">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--small" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** The squad's players; owners and analysts add, change and remove them (straight in Firestore, under its rules). */
export function RosterCard({ squadId, canWrite }: { squadId: string; canWrite: boolean }) {
  const roster = useGetRosterQuery(squadId);
  const [savePlayer, saving] = useSavePlayerMutation();
  const [removePlayer, removing] = useRemovePlayerMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const players = roster.data ? selectAll(roster.data) : [];
  const save = (id: string | null) => async (player: SquadPlayer) => {
    const result = await savePlayer({ squadId, id, player });
    if ('error' in result) return false;
    setEditing(null);
    return true;
  };
  const row = (player: RosterPlayer) =>
    editing === player.id ? (
      <li key={player.id} className="roster__item roster__item--editing">
        <PlayerForm initial={player} submitLabel="Save" onSave={save(player.id)} onCancel={() => setEditing(null)} />
      </li>
    ) : (
      <li key={player.id} className="roster__item">
        <span className="roster__number">{player.number ?? '–'}</span>
        <span className="roster__name">{player.name}</span>
        <span className="roster__facts">
          {[player.position, player.preferredFoot && `${player.preferredFoot} foot`].filter(Boolean).join(' · ')}
        </span>
        {canWrite && (
          <span className="roster__actions">
            <button type="button" className="button button--small" onClick={() => setEditing(player.id)}>
              Edit<span className="visually-hidden"> {player.name}</span>
            </button>
            <button
              type="button"
              className="button button--small"
              disabled={removing.isLoading}
              onClick={() => void removePlayer({ squadId, id: player.id })}
            >
              Remove<span className="visually-hidden"> {player.name}</span>
            </button>
          </span>
        )}
      </li>
    );
  return (
    <SquadCard
      id="roster"
      title="Roster"
      aside={<span className="card__count">{plural(players.length, 'player')}</span>}
    >
      {roster.data?.error ? (
        <p className="empty-state">Could not load the roster: {roster.data.error}</p>
      ) : !roster.data?.loaded ? (
        <Spinner label="Loading the roster" />
      ) : players.length === 0 ? (
        <p className="empty-state">
          No players yet.{' '}
          {canWrite ? 'Add them below; an upload adds every named player of your team too.' : 'An analyst adds them.'}
        </p>
      ) : (
        <ul className="roster">{players.map(row)}</ul>
      )}
      {canWrite && (
        <details className="squad-details">
          <summary>Add a player</summary>
          <PlayerForm initial={BLANK} submitLabel="Add player" onSave={save(null)} />
        </details>
      )}
      <RequestFailure error={saving.error ?? removing.error} />
    </SquadCard>
  );
}
