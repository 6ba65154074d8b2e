import { memo, useState, type SubmitEvent } from 'react';
import type { MatchMoment, PanelEntry } from '../../../contract/squad';
import type { RosterEntry } from './matchForm';
import { entryText, movesText, panelGroups, substituted, withLatePlayer } from './panel';

/**
 * Our match-day panel during the match (docs/capture.md#the-panel-during-the-match): who is on the
 * pitch and on the bench and, for those who record, a substitution at the match clock as it reads
 * now and a late addition to the bench. Each change is handed up whole, to be written and undone as
 * one step.
 */
export type PanelProps = {
  panel: readonly PanelEntry[];
  /** The squad's roster, to add a player late; null while it loads. */
  roster: readonly RosterEntry[] | null;
  /** The match clock as it reads now, as an event would take it. */
  now: () => MatchMoment;
  /** Null for a viewer: the card then only shows the panel. */
  onChange: ((after: PanelEntry[], text: string) => void) | null;
};

export const PanelBody = memo(function PanelBody({ panel, roster, now, onChange }: PanelProps) {
  const [off, setOff] = useState('');
  const [on, setOn] = useState('');
  const [subError, setSubError] = useState<string | null>(null);
  const [late, setLate] = useState({ playerId: '', name: '', number: '' });
  const [lateError, setLateError] = useState<string | null>(null);
  const { onPitch, bench } = panelGroups(panel);
  const notInPanel = (roster ?? []).filter((player) => !panel.some((entry) => entry.playerId === player.id));

  const substitute = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const made = substituted(panel, Number(off), Number(on), now());
    if ('error' in made) {
      setSubError(made.error);
      return;
    }
    setSubError(null);
    setOff('');
    setOn('');
    onChange?.(made.panel, made.text);
  };
  const add = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const player = notInPanel.find((p) => p.id === late.playerId);
    const made = withLatePlayer(panel, {
      playerId: player?.id ?? null,
      name: player?.name ?? late.name,
      number: late.number,
    });
    if ('error' in made) {
      setLateError(made.error);
      return;
    }
    setLateError(null);
    setLate({ playerId: '', name: '', number: '' });
    onChange?.(made.panel, made.text);
  };
  const list = (title: string, entries: readonly PanelEntry[]) => (
    <section className="panel-card__group" aria-label={title}>
      <h3 className="panel-card__title">
        {title} ({entries.length})
      </h3>
      <ul className="panel-card__list">
        {entries.map((entry) => (
          <li key={entry.number} className="panel-card__entry">
            <span>{entryText(entry)}</span>
            {/* Read apart: without it, a screen reader runs the name and the time together. */}
            {movesText(entry) !== '' && (
              <>
                {' '}
                <span className="panel-card__moves">{movesText(entry)}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <>
      <div className="panel-card__groups">
        {list('On the pitch', onPitch)}
        {list('Bench', bench)}
      </div>
      {onChange !== null && (
        <>
          <form className="panel-card__form" aria-labelledby="panel-card-sub" onSubmit={substitute} noValidate>
            <h3 id="panel-card-sub" className="panel-card__title">
              Substitution
            </h3>
            <label className="field">
              <span className="field__label">Coming off</span>
              <select className="field__input" value={off} onChange={(e) => setOff(e.target.value)}>
                <option value="">Choose…</option>
                {onPitch.map((entry) => (
                  <option key={entry.number} value={entry.number}>
                    {entryText(entry)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field__label">Coming on</span>
              <select className="field__input" value={on} onChange={(e) => setOn(e.target.value)}>
                <option value="">Choose…</option>
                {bench.map((entry) => (
                  <option key={entry.number} value={entry.number}>
                    {entryText(entry)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button--small">
              Make the substitution
            </button>
            {subError !== null && (
              <p className="form-error" role="alert">
                {subError}
              </p>
            )}
          </form>
          <form className="panel-card__form" aria-labelledby="panel-card-late" onSubmit={add} noValidate>
            <h3 id="panel-card-late" className="panel-card__title">
              Late change
            </h3>
            {notInPanel.length > 0 && (
              <label className="field">
                <span className="field__label">From the roster</span>
                <select
                  className="field__input"
                  value={late.playerId}
                  onChange={(e) => {
                    const player = notInPanel.find((p) => p.id === e.target.value);
                    setLate({
                      playerId: e.target.value,
                      name: '',
                      number: player?.number === null || !player ? late.number : String(player.number),
                    });
                  }}
                >
                  <option value="">Someone not on the roster</option>
                  {notInPanel.map((player) => (
                    <option key={player.id} value={player.id}>
                      {player.number === null ? player.name : `#${player.number} ${player.name}`}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="field panel-card__number">
              <span className="field__label">Number</span>
              <input
                className="field__input"
                inputMode="numeric"
                maxLength={2}
                value={late.number}
                onChange={(e) => setLate({ ...late, number: e.target.value.trim() })}
              />
            </label>
            {late.playerId === '' && (
              <label className="field">
                <span className="field__label">Name (optional)</span>
                <input
                  className="field__input"
                  maxLength={80}
                  value={late.name}
                  onChange={(e) => setLate({ ...late, name: e.target.value })}
                />
              </label>
            )}
            <button type="submit" className="button button--small">
              Add to the panel
            </button>
            {lateError !== null && (
              <p className="form-error" role="alert">
                {lateError}
              </p>
            )}
          </form>
        </>
      )}
    </>
  );
});
