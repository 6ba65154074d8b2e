import { useState, type SubmitEvent } from 'react';
import { HALF_LENGTHS } from '../../../contract/squad';
import { useAppDispatch } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { createMatch } from './captureThunks';
import { matchOfForm, panelRowsOf, type MatchFields, type PanelRow, type RosterEntry } from './matchForm';
import './capture.css';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A match to record (docs/capture.md#a-match-to-record): its details, which end the squad attacks
 * first, and the match-day panel from the roster. Written to Firestore with an id made here, so the
 * screen moves on to recording at once, signal or none.
 */
export function NewMatchPage({
  squadId,
  team,
  uid,
  roster,
  onCreated,
}: {
  squadId: string;
  team: string;
  uid: string;
  /** Null while the roster loads. */
  roster: readonly RosterEntry[] | null;
  onCreated: (matchId: string) => void;
}) {
  const dispatch = useAppDispatch();
  const [fields, setFields] = useState<MatchFields>({
    date: today(),
    opponent: '',
    competition: '',
    venue: '',
    halfLength: 35,
    firstHalfAttack: 'right',
    opponentNumbers: '',
  });
  const [rows, setRows] = useState<PanelRow[] | null>(null);
  const [extra, setExtra] = useState({ name: '', number: '' });
  const [error, setError] = useState<string | null>(null);
  if (roster === null) return <Spinner label="Loading the roster" />;
  const panel = rows ?? panelRowsOf(roster);
  const change = (key: string, update: Partial<PanelRow>) =>
    setRows(panel.map((row) => (row.key === key ? { ...row, ...update } : row)));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const made = matchOfForm(fields, panel, uid, new Date().toISOString());
    if ('error' in made) {
      setError(made.error);
      return;
    }
    setError(null);
    onCreated(dispatch(createMatch(squadId, made.match)));
  };
  const text = (name: 'opponent' | 'competition' | 'venue', label: string, required: boolean) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        required={required}
        maxLength={name === 'opponent' ? 60 : 80}
        value={fields[name]}
        onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      />
    </label>
  );
  const addPlayer = () => {
    if (extra.name.trim() === '') return;
    setRows([
      ...panel,
      {
        key: `extra-${panel.length}`,
        playerId: null,
        name: extra.name.trim(),
        number: extra.number,
        inPanel: true,
        starting: false,
      },
    ]);
    setExtra({ name: '', number: '' });
  };
  return (
    <form className="card match-form" onSubmit={submit} aria-label="New match" noValidate>
      <div className="match-form__grid">
        {text('opponent', 'Opponent', true)}
        <label className="field">
          <span className="field__label">Date</span>
          <input
            className="field__input"
            type="date"
            required
            value={fields.date}
            onChange={(e) => setFields({ ...fields, date: e.target.value })}
          />
        </label>
        {text('competition', 'Competition and stage', true)}
        {text('venue', 'Venue (optional)', false)}
      </div>
      <fieldset className="match-form__choice">
        <legend className="field__label">Half length</legend>
        {HALF_LENGTHS.map((minutes) => (
          <label key={minutes} className="match-form__radio">
            <input
              type="radio"
              name="halfLength"
              checked={fields.halfLength === minutes}
              onChange={() => setFields({ ...fields, halfLength: minutes })}
            />
            {minutes} minutes
          </label>
        ))}
      </fieldset>
      <fieldset className="match-form__choice">
        <legend className="field__label">{team} attack in the first half</legend>
        {(['left', 'right'] as const).map((end) => (
          <label key={end} className="match-form__radio">
            <input
              type="radio"
              name="firstHalfAttack"
              checked={fields.firstHalfAttack === end}
              onChange={() => setFields({ ...fields, firstHalfAttack: end })}
            />
            {end === 'left' ? '← the left-hand goal' : 'the right-hand goal →'}
          </label>
        ))}
        <p className="match-form__hint">As the recording pitch is drawn; ends change at half time.</p>
      </fieldset>
      <fieldset className="match-form__panel">
        <legend className="field__label">
          {team}’s match-day panel ({panel.filter((row) => row.inPanel).length})
        </legend>
        {panel.length === 0 && (
          <p className="match-form__hint">
            The roster is empty: add the day’s players below, or record by shirt number alone.
          </p>
        )}
        <ul className="panel-list">
          {panel.map((row) => (
            <li key={row.key} className="panel-list__row">
              <label className="panel-list__in">
                <input
                  type="checkbox"
                  checked={row.inPanel}
                  onChange={(e) => change(row.key, { inPanel: e.target.checked })}
                />
                {row.name}
              </label>
              <label className="panel-list__number">
                <span className="visually-hidden">{row.name}’s number</span>
                <input
                  className="field__input"
                  inputMode="numeric"
                  maxLength={2}
                  value={row.number}
                  disabled={!row.inPanel}
                  onChange={(e) => change(row.key, { number: e.target.value.trim() })}
                />
              </label>
              <label className="panel-list__starting">
                <input
                  type="checkbox"
                  checked={row.starting}
                  disabled={!row.inPanel}
                  onChange={(e) => change(row.key, { starting: e.target.checked })}
                />
                starts
              </label>
            </li>
          ))}
        </ul>
        <div className="panel-list__add">
          <label className="field">
            <span className="field__label">A player not on the roster</span>
            <input
              className="field__input"
              value={extra.name}
              maxLength={80}
              onChange={(e) => setExtra({ ...extra, name: e.target.value })}
            />
          </label>
          <label className="field panel-list__number">
            <span className="field__label">Number</span>
            <input
              className="field__input"
              inputMode="numeric"
              maxLength={2}
              value={extra.number}
              onChange={(e) => setExtra({ ...extra, number: e.target.value.trim() })}
            />
          </label>
          <button type="button" className="button button--small" onClick={addPlayer}>
            Add to the panel
          </button>
        </div>
      </fieldset>
      <label className="field">
        <span className="field__label">Opponent’s numbers (optional)</span>
        <input
          className="field__input"
          placeholder="1-15, 18, 21"
          value={fields.opponentNumbers}
          onChange={(e) => setFields({ ...fields, opponentNumbers: e.target.value })}
        />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary">
        Create and start recording
      </button>
    </form>
  );
}
