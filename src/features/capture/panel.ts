import type { MatchMoment, PanelEntry } from '../../../contract/squad';
import { whenText } from './words';

/**
 * The match-day panel during the match (docs/capture.md#the-panel-during-the-match), as pure
 * functions: who is on the pitch, a substitution and a late addition. Each answers a new panel; what
 * is written is only the entries it changed (panelDiff), so two devices' changes to different
 * players merge, and undo is the same change the other way for each player no other device has
 * changed since (panelUndo). Two changes of one player at once are settled by currentPanel, and the
 * device whose change did not stand is told (overruled).
 */

/**
 * A shirt number as typed in a Number field (1-99), or null for anything else: here, not with the
 * new-match form's rules, so the capture screen's chunk carries none of them.
 */
export function shirtNumberOf(text: string): number | null {
  const typed = text.trim();
  return /^\d{1,2}$/.test(typed) && Number(typed) >= 1 ? Number(typed) : null;
}

/** A late addition: a roster player, or a number and perhaps a name for someone not on the roster. */
export type LatePlayer = { readonly playerId: string | null; readonly name: string; readonly number: string };

/**
 * The panel as it stands: each player once, as the last change to them left them. Two devices that
 * change one player at once (the same number, or the same roster player) each leave an entry, and
 * Firestore's arrayUnion puts an entry at the end of the array when it applies the write, so the
 * later of the two is the change the server took last. The earlier stays in the stored array until
 * the next change of the panel, whose diff from the stored array takes it out.
 */
export function currentPanel(stored: readonly PanelEntry[]): PanelEntry[] {
  const kept: PanelEntry[] = [];
  for (const entry of [...stored].reverse()) if (!kept.some((later) => samePlayer(later, entry))) kept.push(entry);
  return kept.reverse();
}

/** Whether two entries are of one player: the same number, or the same roster player. */
const samePlayer = (a: PanelEntry, b: PanelEntry): boolean =>
  a.number === b.number || (a.playerId !== null && a.playerId === b.playerId);

/** On the pitch now: a starter or a substitute who came on, and who has not gone off since. */
export const onThePitch = (entry: PanelEntry): boolean =>
  (entry.starting || entry.cameOn !== undefined) && !entry.wentOff;

/** The panel in its two groups, each by number. */
export function panelGroups(panel: readonly PanelEntry[]): { onPitch: PanelEntry[]; bench: PanelEntry[] } {
  const byNumber = [...panel].sort((a, b) => a.number - b.number);
  return { onPitch: byNumber.filter(onThePitch), bench: byNumber.filter((entry) => !onThePitch(entry)) };
}

/** `#14 Seán Ó Sé`, or `#14` for a number alone. */
export const entryText = (entry: Pick<PanelEntry, 'number' | 'name'>): string =>
  entry.name === null ? `#${entry.number}` : `#${entry.number} ${entry.name}`;

/** `#11 Pádraig Joyce`, or `#11 Pádraig Joyce and #26`. */
export const playersText = (players: readonly PanelEntry[]): string =>
  new Intl.ListFormat('en-IE', { type: 'conjunction' }).format(players.map(entryText));

/** When an entry came on or went off, as the card shows it: `on H2 12:30, off H2 30:05`. */
export function movesText(entry: PanelEntry): string {
  return [entry.cameOn && `on ${whenText(entry.cameOn)}`, entry.wentOff && `off ${whenText(entry.wentOff)}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * The panel after `on` (from the bench) replaced `off` (on the pitch) at `at`, or why it cannot be.
 * A player who went off may come on again (a blood substitution, say): their earlier exit is then
 * forgotten, since the panel keeps one move of each kind per player.
 */
export function substituted(
  panel: readonly PanelEntry[],
  off: number,
  on: number,
  at: MatchMoment,
): { panel: PanelEntry[]; text: string } | { error: string } {
  const leaving = panel.find((entry) => entry.number === off);
  const coming = panel.find((entry) => entry.number === on);
  if (!leaving || !onThePitch(leaving)) return { error: 'Choose who comes off, of those on the pitch' };
  if (!coming || onThePitch(coming)) return { error: 'Choose who comes on, from the bench' };
  return {
    panel: panel.map((entry) => {
      if (entry === leaving) return { ...entry, wentOff: at };
      if (entry !== coming) return entry;
      // Deleted, not set undefined: Firestore refuses a field that is undefined.
      const back: PanelEntry = { ...entry, cameOn: at, cameOnFor: leaving.number };
      delete back.wentOff;
      return back;
    }),
    text: `Substitution: ${entryText(coming)} on for ${entryText(leaving)}`,
  };
}

/** The panel with a late addition on the bench, or what is wrong with it (as the new-match form reads numbers). */
export function withLatePlayer(
  panel: readonly PanelEntry[],
  late: LatePlayer,
): { panel: PanelEntry[]; text: string } | { error: string } {
  const number = shirtNumberOf(late.number);
  if (number === null) return { error: 'Give a shirt number (1-99)' };
  const twin = panel.find((entry) => entry.number === number);
  if (twin) return { error: `${entryText(twin)} already wears ${number} in the panel: give another number` };
  if (late.playerId !== null && panel.some((entry) => entry.playerId === late.playerId))
    return { error: `${late.name} is already in the panel` };
  if (panel.length >= 60) return { error: 'The panel is full (60 names)' };
  const entry: PanelEntry = { playerId: late.playerId, number, name: late.name.trim() || null, starting: false };
  return { panel: [...panel, entry], text: `Added to the panel: ${entryText(entry)}` };
}

/**
 * Who keeps goal now, and so takes the kickouts: the one wearing 1 (else the lowest number), or, once
 * they have gone off, whoever came on for them, and so on down the line of substitutions. Panels
 * from before `cameOnFor` was kept name the starting keeper.
 */
export function keeperOf(panel: readonly PanelEntry[]): PanelEntry | null {
  const byNumber = [...panel].sort((a, b) => a.number - b.number);
  let keeper = byNumber.find((entry) => entry.number === 1) ?? byNumber[0] ?? null;
  const seen = new Set<PanelEntry>();
  while (keeper?.wentOff && !seen.has(keeper)) {
    seen.add(keeper);
    const { number, wentOff } = keeper;
    const replacement = panel.find(
      (entry) =>
        entry.cameOnFor === number && entry.cameOn?.half === wentOff.half && entry.cameOn.clock === wentOff.clock,
    );
    if (!replacement) break;
    keeper = replacement;
  }
  return keeper;
}

/**
 * The entries a change took out and put in, as Firestore compares array elements (by value, whatever
 * the order of their fields): written as an arrayRemove and an arrayUnion, they touch no other entry.
 */
export type PanelDiff = { readonly removed: PanelEntry[]; readonly added: PanelEntry[] };

export const sameEntry = (a: PanelEntry, b: PanelEntry): boolean => canonical(a) === canonical(b);
const canonical = (entry: PanelEntry): string =>
  JSON.stringify(Object.entries(entry).sort(([a], [b]) => a.localeCompare(b)));

export function panelDiff(before: readonly PanelEntry[], after: readonly PanelEntry[]): PanelDiff {
  return {
    removed: before.filter((entry) => !after.some((kept) => sameEntry(kept, entry))),
    added: after.filter((entry) => !before.some((was) => sameEntry(was, entry))),
  };
}

/** `panel` with a diff applied as Firestore applies it: the removed taken out, the added put at the end if missing. */
export function withDiff(panel: readonly PanelEntry[], { removed, added }: PanelDiff): PanelEntry[] {
  const kept = panel.filter((entry) => !removed.some((gone) => sameEntry(gone, entry)));
  return [...kept, ...added.filter((entry) => !kept.some((there) => sameEntry(there, entry)))];
}

/** A change of the panel this tab made: the panel as stored before it, and as the change left it. */
export type PanelChange = { readonly before: readonly PanelEntry[]; readonly after: readonly PanelEntry[] };

/** How `player` stands in `panel`: their entry as it stands, field order aside, or that they are not in it. */
function standing(panel: readonly PanelEntry[], player: PanelEntry): string {
  const entry = currentPanel(panel).find((candidate) => samePlayer(candidate, player));
  return entry ? canonical(entry) : 'absent';
}

/** Whether `change` changed `player`, rather than only taking out what an earlier clash left behind. */
const changedBy = (change: PanelChange, player: PanelEntry): boolean =>
  standing(change.before, player) !== standing(change.after, player);

/**
 * Whether `player` now stands as another device left them: as none of this tab's own changes to them
 * left or found them. Only changes of that player count: another change of this tab found them as
 * whoever last changed them had left them.
 */
function changedByAnother(player: PanelEntry, stored: readonly PanelEntry[], own: readonly PanelChange[]): boolean {
  const now = standing(stored, player);
  return !own.some(
    (change) =>
      changedBy(change, player) && (standing(change.before, player) === now || standing(change.after, player) === now),
  );
}

/** Each player once, as the first of `entries` names them. */
const eachPlayerOnce = (entries: readonly PanelEntry[]): PanelEntry[] =>
  entries.filter((entry, at) => entries.findIndex((other) => samePlayer(other, entry)) === at);

/**
 * Undoing `change` (docs/behaviour.md#capture-panel) as far as no other device has changed its players
 * since: `diff` writes back, for each player it changed, the entry they had before it; `overtaken` are
 * the players another device has changed since, who stay as that device left them. `stored` is the
 * panel as this device has it, `own` this tab's changes of the panel (`change` among them), which the
 * listener may still show for a moment until the tab's last writes reach the device.
 */
export function panelUndo(
  change: PanelChange,
  stored: readonly PanelEntry[],
  own: readonly PanelChange[],
): { diff: PanelDiff; overtaken: PanelEntry[] } {
  const { removed, added } = panelDiff(currentPanel(change.before), currentPanel(change.after));
  const overtaken = eachPlayerOnce([...added, ...removed]).filter((player) => changedByAnother(player, stored, own));
  const undoable = (entry: PanelEntry) => !overtaken.some((player) => samePlayer(player, entry));
  return { diff: { removed: added.filter(undoable), added: removed.filter(undoable) }, overtaken };
}

/**
 * The players whose change by this tab the server took before another device's change of them, made
 * at the same time (neither device had seen the other's): the stored panel still holds this tab's
 * entry, behind the other's, which stands (currentPanel). Each is named by this tab's entry.
 */
export function overruled(stored: readonly PanelEntry[], own: readonly PanelChange[]): PanelEntry[] {
  const current = currentPanel(stored);
  // Heard at every change of the match document (each tap on the clock): nearly always no clash.
  if (current.length === stored.length) return [];
  const shown = new Set(current.map(canonical));
  const behind = new Set(stored.map(canonical).filter((key) => !shown.has(key)));
  const ours = own.flatMap((change) => currentPanel(change.after).filter((entry) => behind.has(canonical(entry))));
  return eachPlayerOnce(ours.filter((entry) => changedByAnother(entry, stored, own)));
}
