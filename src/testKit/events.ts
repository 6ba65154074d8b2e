import { NOBODY, type KickoutEvent, type ShotEvent } from '../../contract/squad';

/**
 * A squad's shot event as the capture screen writes it: a point from play by #14 of ours, 20 m out
 * in front of the goal, ten minutes into the first half. Tests change what they are about.
 */
export function shotEvent(overrides: Partial<ShotEvent> = {}): ShotEvent {
  return {
    kind: 'shot',
    side: 'us',
    half: 1,
    clock: 600,
    videoTime: null,
    x: 125,
    y: 44,
    recordedBy: 'u1',
    recordedAt: '2025-06-01T14:10:00.000Z',
    player: { playerId: null, name: null, number: 14 },
    outcome: 'point',
    shotKind: 'play',
    goalAttempt: false,
    pressure: null,
    foot: null,
    touched: null,
    points: null,
    ...overrides,
  };
}

/** A kickout of ours, kept clean and long, where and when shotEvent's shot is; tests change what they are about. */
export function kickoutEvent(overrides: Partial<KickoutEvent> = {}): KickoutEvent {
  const { side, half, clock, videoTime, x, y, recordedBy, recordedAt } = shotEvent();
  return {
    kind: 'kickout',
    side,
    half,
    clock,
    videoTime,
    x,
    y,
    recordedBy,
    recordedAt,
    kicker: NOBODY,
    won: true,
    contest: 'clean',
    length: 'long',
    winner: NOBODY,
    ...overrides,
  };
}
