import { undoHistorySchema } from '../../../contract/squad';
import type { Change } from './captureSlice';

/**
 * A match's undo history as this tab keeps it (docs/capture.md#undo), in sessionStorage: a reload,
 * or a phone that drops the tab while it is hidden, gets it back; another tab or a closed one starts
 * afresh, as undo is this tab's. Kept when the page is hidden or left, never on a tap's path: up to
 * 500 changes are a few hundred kB of JSON.
 */

const keyOf = (matchId: string) => `pairc.capture.undo.${matchId}`;

/** The history kept for the match, or null: none kept, or what is there is not one (storage may hold anything). */
export function keptHistory(matchId: string): Change[] | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(matchId));
    if (raw === null) return null;
    const kept = undoHistorySchema.safeParse(JSON.parse(raw));
    return kept.success ? kept.data : null;
  } catch {
    return null;
  }
}

export function keepHistory(matchId: string, history: readonly Change[]): void {
  try {
    window.sessionStorage.setItem(keyOf(matchId), JSON.stringify(history));
  } catch {
    // Storage full or refused (some private modes): undo then starts afresh after a reload, as before.
  }
}
