import { useCallback, useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Link } from 'react-router-dom';
import { hasTwoPointArc, eraOfDate, twoPointerPossible } from '../../../contract/scoring';
import {
  NOBODY,
  type EventKind,
  type Half,
  type MatchMoment,
  type PanelEntry,
  type Person,
  type Side,
  type SquadMatch,
} from '../../../contract/squad';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { useGetMatchEventsQuery, useGetMatchQuery, withoutId, type EventEntry } from './captureEndpoints';
import {
  captureOpened,
  draftCancelled,
  eventOpened,
  kindChosen,
  matchHeard,
  numberTyped,
  placeTapped,
  selectCanUndo,
  selectCaptureKind,
  selectConfirmation,
  selectDraft,
  selectMatchRefusal,
  selectLastPlayer,
  selectMatchState,
  selectVideoOffsets,
  stepBack,
  videoOffsetSet,
  type MatchState,
} from './captureSlice';
import {
  changeMatch,
  changePanel,
  deleteEvent,
  panelHeard,
  saveDraft,
  undo,
  type CaptureTarget,
} from './captureThunks';
import { CapturePitch } from './CapturePitch';
import {
  choiceForKey,
  choiceGroups,
  involvementOf,
  keyOfPress,
  numberEntered,
  offersPeople,
  orderedPeople,
  takesNumbers,
  typeDigit,
  type ChoiceContext,
} from './choices';
import { ClockBar } from './ClockBar';
import { clockSeconds, KICK_OFF } from './clock';
import { attacksRight, kickoutLength, turnFor, type PitchPoint } from './draft';
import { EventsList } from './EventsList';
import { newDocumentId } from './ids';
import type { RosterEntry } from './matchForm';
import { PanelCard } from './PanelCard';
import { VIEW_HEIGHT, VIEW_WIDTH } from './pitchView';
import { currentPanel, keeperOf } from './panel';
import { keepHistory, keptHistory } from './undoStorage';
import { scoreText, selectEventList, selectPeopleInvolved, selectTally } from './selectors';
import type { VideoControls } from './VideoBody';
import { VideoPanel } from './VideoPanel';
import { eventText, whenText } from './words';
import './capture.css';

/** Kinds of event, each with its key (docs/capture.md#keys). */
const KINDS: ReadonlyArray<[EventKind, string, string]> = [
  ['shot', 'S', 'Shot'],
  ['kickout', 'K', 'Kickout'],
  ['turnover', 'T', 'Turnover'],
  ['free', 'F', 'Free'],
  ['card', 'C', 'Card'],
];

/** Shirt numbers offered for a team with no panel: a number alone is enough (docs/capture.md). */
const NUMBERS_ALONE: readonly PanelEntry[] = Array.from({ length: 20 }, (_, k) => ({
  playerId: null,
  number: k + 1,
  name: null,
  starting: k < 15,
}));

const offsetsKey = (matchId: string) => `pairc.capture.videoOffsets.${matchId}`;

/** The video offsets this device kept for the match (the video is this device's, so they are too). */
function storedOffsets(matchId: string): Record<Half, number | null> | null {
  try {
    const raw = window.localStorage.getItem(offsetsKey(matchId));
    return raw ? (JSON.parse(raw) as Record<Half, number | null>) : null;
  } catch {
    return null;
  }
}

/** Inputs nothing is typed in: once the video file is chosen, its input keeps the focus, and V must still play. */
const NOT_TYPED = new Set(['file', 'checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color']);

/** Whether a key press belongs to a field being typed in, which the capture keys leave alone. */
function typing(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target instanceof HTMLElement && (target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Controls the browser itself activates with Enter or Space. On one of them those keys are its own:
 * a focused Delete must delete, not save the edit. The pitch is not one: its role is a button's, but
 * its own handler starts an event with Enter, and with an event open Enter there completes a shirt
 * number or saves the edit, as anywhere else.
 */
function activatesItself(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.matches(
      'button, a[href], summary, input[type="button"], input[type="submit"], input[type="reset"], input[type="file"]',
    )
  );
}

function KeyHint({ children }: { children: ReactNode }) {
  return (
    <kbd className="key-hint" aria-hidden="true">
      {children}
    </kbd>
  );
}

export type CapturePageProps = {
  squadId: string;
  matchId: string;
  uid: string;
  /** The squad's team as its data spells it: "us". */
  team: string;
  canWrite: boolean;
  /** The squad's roster, for a late addition to the panel; null while it loads. */
  roster: readonly RosterEntry[] | null;
  /** Where the match's report is, once it is over. */
  reportHref: string;
  /**
   * What the screen says of its writes reaching the server (app/CapturePages.tsx composes the sync
   * status): how many events wait to sync, the offline line, a refusal. Shown to writers only.
   */
  syncStatus: ReactNode;
};

/**
 * Recording a match (docs/capture.md), and for those who only read it, the match as it is being
 * recorded: the score, the clock and the events, live.
 */
export function CapturePage(props: CapturePageProps) {
  const arg = { squadId: props.squadId, matchId: props.matchId };
  const match = useGetMatchQuery(arg);
  const events = useGetMatchEventsQuery(arg);
  const refusal = useAppSelector((state) => selectMatchRefusal(state, props.matchId));
  if (match.data?.error) return <p className="empty-state">Could not load the match: {match.data.error}</p>;
  if (!match.data?.loaded || !events.data?.loaded) return <Spinner label="Loading the match" />;
  if (!match.data.match)
    return refusal === null ? (
      <p className="empty-state">No such match in this squad.</p>
    ) : (
      <p className="form-error" role="alert">
        This match was not saved: {refusal}
      </p>
    );
  return <CaptureScreen {...props} match={match.data.match} events={selectEventList(events.data)} />;
}

type ScreenProps = CapturePageProps & { match: SquadMatch; events: readonly EventEntry[] };

function CaptureScreen({
  squadId,
  matchId,
  uid,
  team,
  canWrite,
  roster,
  reportHref,
  syncStatus,
  match,
  events,
}: ScreenProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const draft = useAppSelector(selectDraft);
  const kind = useAppSelector(selectCaptureKind);
  const matchState = useAppSelector(selectMatchState);
  const canUndo = useAppSelector(selectCanUndo);
  const confirmation = useAppSelector(selectConfirmation);
  const lastPlayer = useAppSelector(selectLastPlayer);
  const offsets = useAppSelector(selectVideoOffsets);
  const openedFor = useAppSelector((state) => state.capture.matchId);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const videoControls = useRef<VideoControls | null>(null);

  const stored: MatchState = useMemo(
    () => ({ clock: match.clock ?? KICK_OFF, status: match.status }),
    [match.clock, match.status],
  );
  useEffect(() => {
    if (openedFor !== matchId)
      dispatch(
        captureOpened({ matchId, match: stored, videoOffsets: storedOffsets(matchId), history: keptHistory(matchId) }),
      );
  }, [dispatch, matchId, openedFor, stored]);
  // This tab's undo history outlives a reload (undoStorage.ts): kept as the page is hidden or left,
  // and as the screen closes, when another match's opening would clear it.
  useEffect(() => {
    const keep = () => {
      const { capture } = store.getState();
      if (capture.matchId === matchId) keepHistory(matchId, capture.history);
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', keep);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [matchId, store]);
  // Another device moved the clock (or this one's own write came back): the screen follows.
  useEffect(() => {
    const now = store.getState().capture.match;
    if (JSON.stringify(now) !== JSON.stringify(stored)) dispatch(matchHeard(stored));
  }, [dispatch, store, stored]);
  useEffect(() => {
    dispatch(panelHeard(match.panel));
  }, [dispatch, match.panel]);
  useEffect(() => {
    if (openedFor === matchId) window.localStorage.setItem(offsetsKey(matchId), JSON.stringify(offsets));
  }, [matchId, offsets, openedFor]);

  const teams = useMemo(() => ({ us: team, them: match.opponent }), [team, match.opponent]);
  const target: CaptureTarget = useMemo(
    () => ({ squadId, matchId, date: match.date, firstHalfAttack: match.firstHalfAttack, uid, teams }),
    [squadId, matchId, match.date, match.firstHalfAttack, uid, teams],
  );
  const tally = selectTally(events, match.date);
  const involved = selectPeopleInvolved(events);
  const half = matchState.clock.half;
  const halfEvents = useMemo(() => events.filter((event) => event.half === half), [events, half]);
  const ourPanel = useMemo(() => currentPanel(match.panel), [match.panel]);
  const theirPanel = useMemo(() => currentPanel(match.opponentPanel), [match.opponentPanel]);

  const context: ChoiceContext | null = useMemo(() => {
    if (!draft) return null;
    const panels: Record<Side, readonly PanelEntry[]> = {
      us: ourPanel.length > 0 ? ourPanel : NUMBERS_ALONE,
      them: theirPanel.length > 0 ? theirPanel : NUMBERS_ALONE,
    };
    const keeper = (side: Side): Person => {
      const entry = keeperOf(panels[side]);
      return entry ? { playerId: entry.playerId, name: entry.name, number: entry.number } : NOBODY;
    };
    const framed = (side: Side) => turnFor(draft.at, side, draft.half, match.firstHalfAttack);
    const shotSide = draft.side ?? 'us';
    const place = framed(shotSide);
    return {
      teams,
      people: {
        us: orderedPeople(panels.us, involvementOf(involved.us), lastPlayer.us),
        them: orderedPeople(panels.them, involvementOf(involved.them), lastPlayer.them),
      },
      keepers: { us: keeper('us'), them: keeper('them') },
      twoPossible: draft.kind === 'shot' && twoPointerPossible(match.date, place.x, place.y),
      touchCounts:
        draft.kind === 'shot' && eraOfDate(match.date) === '2025' && twoPointerPossible(match.date, place.x, place.y),
      kickoutLength: (side) => kickoutLength(framed(side).x),
    };
  }, [draft, match, ourPanel, theirPanel, teams, involved, lastPlayer]);
  const groups = useMemo(() => (draft && context ? choiceGroups(draft, context) : []), [draft, context]);

  /** The match clock now, from the video when its half's kick-off is marked, else from the anchor. */
  const clockNow = useCallback((): { clock: number; videoTime: number | null } => {
    const video = videoRef.current;
    const videoTime = video && video.currentSrc ? video.currentTime : null;
    const offset = offsets[half];
    if (videoTime !== null && offset !== null) return { clock: Math.max(0, videoTime - offset), videoTime };
    return { clock: clockSeconds(matchState.clock, Date.now()), videoTime };
  }, [half, matchState.clock, offsets]);

  /** A substitution's moment: the clock as an event would take it now, in whole seconds. */
  const moment = useCallback(
    (): MatchMoment => ({ half, clock: Math.max(0, Math.min(3600, Math.round(clockNow().clock))) }),
    [clockNow, half],
  );
  // From the panel as stored, not as shown: the change then also takes out what another device's
  // change of the same player left behind (currentPanel).
  const changeOurPanel = useCallback(
    (after: PanelEntry[], text: string) => dispatch(changePanel(target, [...match.panel], after, text)),
    [dispatch, target, match.panel],
  );

  const place = useCallback(
    (at: PitchPoint) => {
      const side: Side = attacksRight('us', half, match.firstHalfAttack) === at.x >= 72.5 ? 'us' : 'them';
      dispatch(placeTapped({ id: newDocumentId(), at, half, side, ...clockNow() }));
    },
    [clockNow, dispatch, half, match.firstHalfAttack],
  );

  /** A choice; on a new event, the last step's choice saves it. */
  const choose = useCallback(
    (action: UnknownAction) => {
      dispatch(action);
      const after = store.getState().capture.draft;
      if (after && after.before === null && after.person !== null) dispatch(saveDraft(target, after));
    },
    [dispatch, store, target],
  );
  const save = useCallback(() => {
    const current = store.getState().capture.draft;
    if (current) dispatch(saveDraft(target, current));
  }, [dispatch, store, target]);
  const remove = useCallback(() => {
    const current = store.getState().capture.draft;
    if (current?.before) dispatch(deleteEvent(target, current.id, current.before));
  }, [dispatch, store, target]);
  const changeClock = useCallback(
    (after: MatchState, text: string) => dispatch(changeMatch(target, after, text)),
    [dispatch, target],
  );
  const setKickOff = useCallback(
    (seconds: number | null) => dispatch(videoOffsetSet({ half, seconds })),
    [dispatch, half],
  );
  const open = useCallback(
    (event: EventEntry) => {
      const at = turnFor(event, event.side, event.half, match.firstHalfAttack);
      dispatch(eventOpened({ id: event.id, event: withoutId(event), at }));
    },
    [dispatch, match.firstHalfAttack],
  );

  // A button clicked keeps the focus (Chrome, Firefox), yet Enter after a click means the capture
  // keys' Enter (a save), not a second press of what was clicked: only a button reached with the
  // keyboard is Enter's to press. A click from the keyboard has no pointer's `detail`.
  const clicked = useRef<Element | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      clicked.current = event.detail > 0 ? document.activeElement : null;
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  // The laptop's keys (docs/capture.md#keys): ignored while typing in a field, and Space and Enter
  // left to a focused button (Enter only to one not clicked). Each key does the same in every mode: V and the arrows are the video's
  // and Z is undo's even with an event open, a digit alone is a shirt number, and a choice named by a
  // number takes Shift and its digit.
  useEffect(() => {
    if (!canWrite) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') clicked.current = null;
      if (typing(event.target) || event.altKey) return;
      // Enter also completes a shirt number half typed, whatever has the focus.
      const halfTyped = (store.getState().capture.draft?.typed ?? '') !== '';
      const pressesFocused =
        event.key === ' ' || (event.key === 'Enter' && !halfTyped && event.target !== clicked.current);
      if (pressesFocused && activatesItself(event.target)) return;
      const key = keyOfPress(event);
      if (key === 'Z') {
        event.preventDefault();
        dispatch(undo(target));
        return;
      }
      if (event.ctrlKey || event.metaKey) return;
      const video = videoRef.current;
      if (video && (key === 'ArrowLeft' || key === 'ArrowRight')) {
        event.preventDefault();
        video.currentTime = Math.max(0, video.currentTime + (key === 'ArrowLeft' ? -1 : 1) * (event.shiftKey ? 10 : 3));
        return;
      }
      if (video && key === 'V') {
        videoControls.current?.playOrPause();
        return;
      }
      const current = store.getState().capture.draft;
      if (!current) {
        const chosen = KINDS.find(([, kindKey]) => kindKey === key);
        if (chosen) dispatch(kindChosen(chosen[0]));
        return;
      }
      if (key === 'Escape') {
        dispatch(draftCancelled());
        return;
      }
      if (key === 'Backspace') {
        event.preventDefault();
        if (current.typed !== '') dispatch(numberTyped(current.typed.slice(0, -1)));
        else dispatch(stepBack());
        return;
      }
      if (/^\d$/.test(key)) {
        event.preventDefault();
        const { chosen, typed } = typeDigit(groups, current.typed, key);
        if (chosen) choose(chosen.action);
        else dispatch(numberTyped(typed));
        return;
      }
      if (key === 'Enter') {
        event.preventDefault();
        const chosen = numberEntered(groups, current.typed);
        if (chosen) choose(chosen.action);
        else if (current.before !== null) save();
        return;
      }
      if (key === 'Delete' && current.before !== null) {
        remove();
        return;
      }
      const found = choiceForKey(groups, key);
      if (found) {
        event.preventDefault();
        choose(found.action);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canWrite, choose, dispatch, groups, remove, save, store, target]);

  // An event opened from the list may be far below the panel, which sits beside the pitch: the
  // panel's head (what is being edited, then its actions) comes into view with the focus on it, so
  // a screen reader says what was opened and Tab goes on to its actions. The head, not the panel:
  // on a laptop the panel's own box gives way to the desk's grid, and such a box takes no focus.
  const editingRef = useRef<HTMLParagraphElement | null>(null);
  const editing = draft?.before ? draft.id : null;
  useEffect(() => {
    const head = editingRef.current;
    if (editing === null || !head) return;
    head.scrollIntoView({ block: 'start' });
    head.focus({ preventScroll: true });
  }, [editing]);

  const actions = draft && (
    <div className="choice-panel__actions">
      {draft.before ? (
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={save}
            disabled={draft.person === null}
            aria-describedby={draft.person === null ? 'capture-choose-again' : undefined}
          >
            Save changes <KeyHint>Enter</KeyHint>
          </button>
          <button type="button" className="button button--danger" onClick={remove}>
            Delete event <KeyHint>Del</KeyHint>
          </button>
        </>
      ) : (
        <button type="button" className="button button--small" onClick={() => dispatch(stepBack())}>
          Back <KeyHint>⌫</KeyHint>
        </button>
      )}
      <button type="button" className="button button--small" onClick={() => dispatch(draftCancelled())}>
        Cancel <KeyHint>Esc</KeyHint>
      </button>
      {draft.before && draft.person === null && (
        <p id="capture-choose-again" className="choice-panel__note">
          The player belongs to the other team now: choose who, then save.
        </p>
      )}
    </div>
  );
  const twoPointArc = hasTwoPointArc(eraOfDate(match.date));
  const usAttack = attacksRight('us', half, match.firstHalfAttack);
  const over = matchState.status === 'final';
  return (
    <div className="capture">
      <section className="card scoreboard" aria-label="Score">
        <p className="scoreboard__team">
          <span className="scoreboard__name">{team}</span>
          <span className="scoreboard__score" data-testid="score-us">
            {scoreText(tally.us)}
          </span>
        </p>
        <p className="scoreboard__team">
          <span className="scoreboard__name">{match.opponent}</span>
          <span className="scoreboard__score" data-testid="score-them">
            {scoreText(tally.them)}
          </span>
        </p>
        <p className="scoreboard__counts">
          Wides {tally.us.wides}–{tally.them.wides} · kickouts won {tally.us.kickoutsWon}–{tally.them.kickoutsWon} ·
          turnovers won {tally.us.turnoversWon}–{tally.them.turnoversWon} · events {events.length}
        </p>
        {canWrite && syncStatus}
        {over && (
          <Link className="button button--small" to={reportHref}>
            Match report
          </Link>
        )}
      </section>
      <ClockBar state={matchState} canWrite={canWrite} onChange={changeClock} />
      {canWrite && (
        <section
          className="card capture-desk"
          aria-label="Record an event"
          // The laptop's layout sizes the pitch's column from the window's height (capture.css).
          style={{ '--pitch-aspect': VIEW_WIDTH / VIEW_HEIGHT } as CSSProperties}
        >
          <div className="capture-desk__top">
            <div className="kind-bar" role="group" aria-label="Kind of event">
              {KINDS.map(([value, key, label]) => (
                <button
                  key={value}
                  type="button"
                  className="choice"
                  aria-pressed={kind === value}
                  onClick={() => dispatch(kindChosen(value))}
                >
                  {label}
                  <KeyHint>{key}</KeyHint>
                </button>
              ))}
            </div>
            <button
              type="button"
              className="button button--small undo"
              disabled={!canUndo}
              onClick={() => dispatch(undo(target))}
            >
              Undo
              <KeyHint>Z</KeyHint>
            </button>
          </div>
          <p className="capture-desk__ends" aria-hidden="true">
            <span>← {usAttack ? match.opponent : team} attack</span>
            <span>{usAttack ? team : match.opponent} attack →</span>
          </p>
          <CapturePitch
            twoPointArc={twoPointArc}
            events={halfEvents}
            firstHalfAttack={match.firstHalfAttack}
            draftAt={draft?.at ?? null}
            onPlace={place}
            label={`Pitch: tap where the ${kind} happened. ${usAttack ? team : match.opponent} attack the right-hand goal.`}
          />
          {draft && (
            <div
              className={`choice-panel${groups.some(offersPeople) ? ' choice-panel--people' : ''}`}
              role="group"
              aria-label={draft.before ? 'Edit the event' : `New ${draft.kind}`}
            >
              {draft.before && (
                // An edit shows every field, taller than a laptop's window: its actions come first, in
                // view when it opens, with what is being edited (its row may be far down the list).
                <div className="choice-panel__head">
                  <p ref={editingRef} className="choice-group__name" tabIndex={-1}>
                    Editing {whenText(draft.before)}: {eventText(draft.before, teams)}
                  </p>
                  {actions}
                </div>
              )}
              {/* The players' group is marked for capture.css, which gives it the desk's width on a laptop. */}
              {groups.map((group) => (
                <div
                  key={group.name}
                  className={`choice-group choice-group--${group.role}${offersPeople(group) ? ' choice-group--people' : ''}`}
                  role="group"
                  aria-label={group.name}
                >
                  <p className="choice-group__name">
                    {group.name}
                    {draft.typed !== '' && takesNumbers(group) && (
                      <output aria-label="Shirt number typed"> #{draft.typed}…</output>
                    )}
                  </p>
                  <div className="choice-group__choices">
                    {group.choices.map((c) => (
                      <button
                        key={c.id}
                        type="button"
                        className="choice"
                        aria-pressed={group.role === 'option' || draft.before ? c.selected : undefined}
                        onClick={() => choose(c.action)}
                      >
                        {c.label}
                        {c.key !== '' && <KeyHint>{c.key}</KeyHint>}
                      </button>
                    ))}
                  </div>
                </div>
              ))}
              {!draft.before && actions}
            </div>
          )}
          <p
            className={`capture-desk__confirmation${confirmation?.refused ? ' capture-desk__confirmation--refused' : ''}`}
            role="status"
            aria-live="polite"
          >
            {confirmation?.text ?? ''}
          </p>
        </section>
      )}
      {canWrite && (
        <VideoPanel
          videoRef={videoRef}
          controlsRef={videoControls}
          half={half}
          offset={offsets[half]}
          onKickOff={setKickOff}
        />
      )}
      <section className="card" aria-label="Events">
        <h2 className="card__title">Events</h2>
        <EventsList events={events} teams={teams} onOpen={canWrite ? open : null} />
      </section>
      {(canWrite || ourPanel.length > 0) && (
        <PanelCard panel={ourPanel} roster={roster} now={moment} onChange={canWrite ? changeOurPanel : null} />
      )}
    </div>
  );
}
