import { KICK_OFF } from './clock';
import type { Change } from './captureSlice';
import { keepHistory, keptHistory } from './undoStorage';
import { shotEvent } from '../../testKit/events';

const POINT = shotEvent({ outcome: 'point', points: 1 });
const HISTORY: Change[] = [
  { kind: 'event', id: 'e1', before: null, after: POINT },
  {
    kind: 'match',
    before: { clock: KICK_OFF, status: 'upcoming' },
    after: { clock: { ...KICK_OFF, runningSince: '2025-06-01T14:00:00.000Z' }, status: 'live' },
  },
  {
    kind: 'panel',
    before: [{ playerId: 'p14', number: 14, name: 'Seán Ó Sé', starting: true }],
    after: [{ playerId: 'p14', number: 14, name: 'Seán Ó Sé', starting: true, wentOff: { half: 1, clock: 600 } }],
  },
  { kind: 'event', id: 'e1', before: POINT, after: null },
];

afterEach(() => {
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

describe("a match's undo history, kept by this tab across a reload", () => {
  it('comes back as it was kept, for that match only', () => {
    keepHistory('m1', HISTORY);
    expect(keptHistory('m1')).toEqual(HISTORY);
    expect(keptHistory('m2')).toBeNull();
  });

  it('is nothing when what the storage holds is not a history', () => {
    for (const stored of [
      '{not json',
      '{"kind":"event"}',
      JSON.stringify([{ kind: 'event', id: 'e1', before: null, after: { kind: 'shot' } }]),
    ]) {
      window.sessionStorage.setItem('pairc.capture.undo.m1', stored);
      expect(keptHistory('m1')).toBeNull();
    }
  });

  it('is nothing, and keeping it fails quietly, where the browser refuses its storage', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => keepHistory('m1', HISTORY)).not.toThrow();
    expect(keptHistory('m1')).toBeNull();
  });
});
