import { NOBODY, type FreeEvent, type ShotEvent, type TurnoverEvent } from '../../../contract/squad';
import { kickoutEvent, shotEvent } from '../../testKit/events';
import {
  choiceForKey,
  choiceGroups,
  involvementOf,
  keyOfPress,
  numberEntered,
  orderedPeople,
  typeDigit,
  type ChoiceContext,
} from './choices';
import {
  canStart,
  canStartExtraTime,
  clockSeconds,
  clockText,
  endHalf,
  KICK_OFF,
  parseClock,
  pauseClock,
  setClock,
  startClock,
  startExtraTime,
  videoTimeText,
} from './clock';
import { attacksRight, eventOfDraft, newDraft, turnFor, type Draft } from './draft';
import { matchOfForm, readNumbers, type MatchFields } from './matchForm';
import { pitchPointAt, VIEW_HEIGHT, VIEW_WIDTH } from './pitchView';
import { scoreText, selectTally } from './selectors';
import type { EventEntry } from './captureEndpoints';
import { eventText } from './words';

const T0 = Date.parse('2025-06-01T14:00:00Z');

describe('the clock, anchored to the wall clock', () => {
  it('reads the seconds since it started, however long the page was away', () => {
    const running = startClock(KICK_OFF, T0);
    expect(clockSeconds(running, T0 + 754_900)).toBe(754);
    // A reload an hour later reads the anchor again: nothing was counted by a timer.
    expect(clockSeconds(JSON.parse(JSON.stringify(running)) as typeof running, T0 + 754_900)).toBe(754);
  });

  it('stops where it is when paused, and runs on from there', () => {
    const paused = pauseClock(startClock(KICK_OFF, T0), T0 + 60_000);
    expect(paused).toEqual({ half: 1, elapsed: 60, runningSince: null, halfOver: false });
    expect(clockSeconds(paused, T0 + 600_000)).toBe(60);
    expect(clockSeconds(startClock(paused, T0 + 600_000), T0 + 630_000)).toBe(90);
  });

  it('ends a half, starts the next from 0, offers extra time only after the second', () => {
    const whistle = endHalf(startClock(KICK_OFF, T0), T0 + 35 * 60_000);
    expect(whistle).toMatchObject({ half: 1, elapsed: 2100, halfOver: true, runningSince: null });
    expect(canStartExtraTime(whistle)).toBe(false);
    const second = startClock(whistle, T0 + 50 * 60_000);
    expect(second).toMatchObject({ half: 2, elapsed: 0, halfOver: false });
    const fullTime = endHalf(second, T0 + 90 * 60_000);
    expect(canStart(fullTime)).toBe(false);
    expect(startClock(fullTime, T0)).toBe(fullTime);
    expect(startExtraTime(fullTime)).toEqual({ half: 3, elapsed: 0, runningSince: null, halfOver: false });
    expect(startClock(endHalf(startClock(startExtraTime(fullTime), T0), T0 + 1000), T0 + 2000)).toMatchObject({
      half: 4,
    });
  });

  it("is set to the referee's time, running on if it ran", () => {
    const running = startClock(KICK_OFF, T0);
    const set = setClock(running, 12 * 60 + 30, T0 + 5_000);
    expect(clockSeconds(set, T0 + 15_000)).toBe(760);
    expect(setClock(KICK_OFF, 99_999, T0).elapsed).toBe(3600);
  });

  it('writes a video time as mm:ss, with the hours before it from the first hour on', () => {
    expect(videoTimeText(725.9)).toBe('12:05');
    expect(videoTimeText(3599)).toBe('59:59');
    expect(videoTimeText(3725)).toBe('1:02:05');
    expect(videoTimeText(36_000)).toBe('10:00:00');
  });

  it('writes and reads mm:ss', () => {
    expect(clockText(754)).toBe('12:34');
    expect(parseClock('12:34')).toBe(754);
    expect(parseClock('12')).toBe(720);
    expect(parseClock('12:60')).toBeNull();
    expect(parseClock('soon')).toBeNull();
  });
});

describe("an event's place", () => {
  it('is turned so the team attacks (145, 44): ours as drawn in a half they attack right, the other way round otherwise', () => {
    expect(attacksRight('us', 1, 'right')).toBe(true);
    expect(attacksRight('us', 2, 'right')).toBe(false);
    expect(attacksRight('them', 1, 'right')).toBe(false);
    expect(attacksRight('us', 3, 'left')).toBe(false);
    expect(turnFor({ x: 130, y: 30 }, 'us', 1, 'right')).toEqual({ x: 130, y: 30 });
    expect(turnFor({ x: 15, y: 30 }, 'them', 1, 'right')).toEqual({ x: 130, y: 58 });
    expect(turnFor({ x: 15, y: 30 }, 'us', 2, 'right')).toEqual({ x: 130, y: 58 });
  });

  it('is read from a tap on the drawing in metres, on the edge when just off the pitch', () => {
    const box = { left: 10, top: 20, width: VIEW_WIDTH * 4, height: VIEW_HEIGHT * 4 };
    // 3 m of margin on each side, y up.
    expect(pitchPointAt(10 + (3 + 100) * 4, 20 + (3 + 88 - 40) * 4, box)).toEqual({ x: 100, y: 40 });
    expect(pitchPointAt(0, 0, box)).toEqual({ x: 0, y: 88 });
  });

  it('makes a shot document in its team’s frame, with the era’s two points where asked', () => {
    const draft: Draft = {
      ...newDraft({
        id: 'e1',
        kind: 'shot',
        at: { x: 45, y: 44 },
        half: 2,
        clock: 61.6,
        videoTime: 1234.56,
        side: 'us',
      }),
      outcome: 'two',
      person: NOBODY,
      touched: true,
    };
    const context = {
      date: '2025-06-01',
      firstHalfAttack: 'right' as const,
      uid: 'u1',
      nowIso: '2025-06-01T14:00:00.000Z',
    };
    // In the second half we attack the left-hand goal: a tap at 45 m from it is x = 100 in our frame.
    expect(eventOfDraft(draft, context)).toMatchObject({ x: 100, y: 44, clock: 62, videoTime: 1234.6, points: 1 });
    expect(eventOfDraft(draft, { ...context, date: '2026-06-01' })).toMatchObject({ points: 2 });
    expect(eventOfDraft({ ...draft, foot: 'hand' }, { ...context, date: '2026-06-01' })).toMatchObject({ points: 1 });
    expect(eventOfDraft({ ...draft, person: null }, context)).toBeNull();
  });
});

describe('fast hands', () => {
  const panel = [
    { playerId: 'p1', number: 1, name: 'Cian', starting: true },
    { playerId: 'p14', number: 14, name: 'Seán', starting: true },
    { playerId: 'p22', number: 22, name: 'Ruairí', starting: false },
    { playerId: 'p11', number: 11, name: 'Pádraig', starting: true },
  ];
  const person = (k: number) => {
    const entry = panel[k];
    if (!entry) throw new Error('no such entry');
    return { playerId: entry.playerId, name: entry.name, number: entry.number };
  };

  it('offers the last player first, then the busiest, then the starting team by number', () => {
    const involvement = involvementOf([person(3), person(3), person(2)]);
    expect(orderedPeople(panel, involvement, person(1)).map((p) => p.number)).toEqual([14, 11, 22, 1]);
    expect(orderedPeople(panel, new Map(), null).map((p) => p.number)).toEqual([1, 11, 14, 22]);
  });

  it('offers those on the pitch now before the bench, after substitutions, behind the last player and the busiest', () => {
    const at = { half: 2, clock: 600 } as const;
    // Pádraig (11) went off for Ruairí (22).
    const after = panel.map((entry) =>
      entry.number === 11 ? { ...entry, wentOff: at } : entry.number === 22 ? { ...entry, cameOn: at } : entry,
    );
    expect(orderedPeople(after, new Map(), null).map((p) => p.number)).toEqual([1, 14, 22, 11]);
    const involvement = involvementOf([person(3)]);
    expect(orderedPeople(after, involvement, person(1)).map((p) => p.number)).toEqual([14, 11, 1, 22]);
  });

  const context: ChoiceContext = {
    teams: { us: 'Clifden', them: 'Oughterard' },
    people: { us: [person(1)], them: [] },
    keepers: { us: person(0), them: NOBODY },
    twoPossible: false,
    touchCounts: false,
    kickoutLength: () => 'long',
  };
  /** A new shot of ours near the goal, at its first question. */
  const shot = () =>
    newDraft({ id: 'e', kind: 'shot', at: { x: 130, y: 44 }, half: 1, clock: 0, videoTime: null, side: 'us' });

  it('asks a shot its outcome with a key on every choice, offering two points only where they are possible', () => {
    const draft = shot();
    const [outcome] = choiceGroups(draft, context);
    expect(outcome?.name).toBe('Outcome');
    expect(outcome?.choices.map((c) => `${c.label}:${c.key}`)).toEqual([
      'Point:P',
      'Wide:W',
      'Goal:G',
      'Short:S',
      'Saved:K',
      'Blocked:B',
      'Post:O',
      '45 won:⇧5',
    ]);
    const [withTwo] = choiceGroups(draft, { ...context, twoPossible: true });
    expect(withTwo?.choices[1]).toMatchObject({ label: '2 points', key: '⇧2' });
  });

  it('gives every choice a key of its own in every step and when editing, a digit only to a shirt number, and none of the video’s or undo’s', () => {
    const kinds = ['shot', 'kickout', 'turnover', 'free', 'card'] as const;
    const people = { us: [person(0), person(1)], them: [person(3)] };
    for (const kind of kinds) {
      const draft = {
        ...newDraft({ id: 'e', kind, at: { x: 90, y: 40 }, half: 1, clock: 0, videoTime: null, side: 'us' }),
        side: 'us' as const,
      };
      for (const step of ['outcome', 'team', 'result', 'how', 'colour', 'player', 'review'] as const) {
        const choices = choiceGroups(
          { ...draft, step },
          { ...context, people, twoPossible: true, touchCounts: true },
        ).flatMap((group) => group.choices);
        const keys = choices.map((c) => c.key);
        expect({ kind, step, keys }).toEqual({ kind, step, keys: [...new Set(keys)] });
        const digits = choices.filter((c) => /^\d+$/.test(c.key)).map((c) => c.id);
        expect(digits.every((id) => id.startsWith('person-'))).toBe(true);
        expect(keys.filter((key) => ['V', 'Z'].includes(key))).toEqual([]);
      }
    }
  });

  it('offers the players last, after the details a shot is saved with, and after every field of an edit', () => {
    const draft = shot();
    const names = (step: 'player' | 'review') => choiceGroups({ ...draft, step }, context).map((group) => group.name);
    expect(names('player')).toEqual(['Pressure', 'Foot', 'Attempt', 'Player']);
    expect(names('review')).toEqual(['Outcome', 'Kind', 'Team', 'Pressure', 'Foot', 'Attempt', 'Player']);
  });

  it('names a key press as the buttons show it: a letter in capitals, a digit, or Shift and a digit', () => {
    expect(keyOfPress({ key: 'k', code: 'KeyK', shiftKey: false })).toBe('K');
    expect(keyOfPress({ key: '4', code: 'Digit4', shiftKey: false })).toBe('4');
    expect(keyOfPress({ key: '4', code: 'Numpad4', shiftKey: false })).toBe('4');
    // Shift and 2 is @ on one keyboard and " on another: the key's place says which digit it was.
    expect(keyOfPress({ key: '@', code: 'Digit2', shiftKey: true })).toBe('⇧2');
    expect(keyOfPress({ key: '"', code: 'Digit2', shiftKey: true })).toBe('⇧2');
    expect(keyOfPress({ key: 'Enter', code: 'Enter', shiftKey: false })).toBe('Enter');
  });

  it('takes a shirt number typed digit by digit, waiting while a longer number starts the same way', () => {
    const draft = {
      ...newDraft({ id: 'e', kind: 'shot', at: { x: 130, y: 44 }, half: 1, clock: 0, videoTime: null, side: 'us' }),
      step: 'player' as const,
    };
    const groups = choiceGroups(draft, { ...context, people: { us: [person(0), person(1), person(3)], them: [] } });
    expect(typeDigit(groups, '', '1')).toEqual({ chosen: null, typed: '1' });
    expect(typeDigit(groups, '1', '4').chosen?.label).toBe('#14 Seán');
    expect(typeDigit(groups, '', '4')).toEqual({ chosen: null, typed: '' });
    expect(numberEntered(groups, '1')?.label).toBe('#1 Cian');
    expect(numberEntered(groups, '')).toBeNull();
    expect(choiceForKey(groups, 'H')?.label).toBe('Heavy pressure');
    expect(choiceForKey(groups, 'U')?.label).toBe('Not known');
    // A digit alone is never a choice's key: digits are shirt numbers.
    expect(choiceForKey(groups, '1')).toBeUndefined();
  });
});

describe('what the events list calls an event', () => {
  const teams = { us: 'Clifden', them: 'Oughterard' };
  const { half, clock, videoTime, x, y, recordedBy, recordedAt } = shotEvent();
  const base = { half, clock, videoTime, x, y, recordedBy, recordedAt };
  const ours = { playerId: 'p5', name: 'Seán Ó Sé', number: 5 };
  const theirs = { ...NOBODY, number: 9 };

  it('says whether our player won the ball or gave it away', () => {
    const turnover = (side: 'us' | 'them'): TurnoverEvent => ({
      ...base,
      kind: 'turnover',
      side,
      how: 'interception',
      wonBy: side === 'us' ? ours : theirs,
      lostBy: side === 'us' ? theirs : ours,
    });
    expect(eventText(turnover('us'), teams)).toBe('Clifden turnover won (interception) by #5 Seán Ó Sé');
    expect(eventText(turnover('them'), teams)).toBe('Oughterard turnover won (interception) from #5 Seán Ó Sé');
  });

  it('says whether our player won a free or conceded it', () => {
    const free = (side: 'us' | 'them'): FreeEvent => ({
      ...base,
      kind: 'free',
      side,
      fouled: side === 'us' ? ours : theirs,
      fouler: side === 'us' ? theirs : ours,
    });
    expect(eventText(free('us'), teams)).toBe('Free to Clifden, won by #5 Seán Ó Sé');
    expect(eventText(free('them'), teams)).toBe('Free to Oughterard, conceded by #5 Seán Ó Sé');
  });
});

describe('the score', () => {
  const event = ({ id, ...fields }: Partial<ShotEvent> & { id: string }): EventEntry => ({
    ...shotEvent({ x: 130, player: NOBODY, ...fields }),
    id,
  });

  it('counts goals, points (two-pointers as two) and the total for each team', () => {
    const tally = selectTally(
      [
        event({ id: 'a' }),
        event({ id: 'b', x: 100 }),
        event({ id: 'c', outcome: 'goal' }),
        event({ id: 'd', outcome: 'wide' }),
        event({ id: 'e', side: 'them', points: 1, x: 100 }),
      ],
      '2025-06-01',
    );
    expect(scoreText(tally.us)).toBe('1-03 (6)');
    expect(tally.us.wides).toBe(1);
    expect(scoreText(tally.them)).toBe('0-01 (1)');
  });

  it('counts a kickout as won by the team that won its ball, whoever kicked it', () => {
    const kickout = (id: string, side: 'us' | 'them', won: boolean): EventEntry => ({
      ...kickoutEvent({ side, won }),
      id,
    });
    const tally = selectTally(
      [kickout('a', 'us', true), kickout('b', 'them', false), kickout('c', 'them', true)],
      '2025-06-01',
    );
    expect([tally.us.kickoutsWon, tally.them.kickoutsWon]).toEqual([2, 1]);
  });
});

describe('the new-match form', () => {
  const fields: MatchFields = {
    date: '2025-06-01',
    opponent: 'Oughterard',
    competition: 'Galway SFC Round 1',
    venue: '',
    halfLength: 30,
    firstHalfAttack: 'left',
    opponentNumbers: '1-3, 9',
  };
  const row = (name: string, number: string) => ({
    key: name,
    playerId: `p-${number}`,
    name,
    number,
    inPanel: true,
    starting: true,
  });

  it('reads the opponent’s numbers and ranges, and says what it cannot read', () => {
    expect(readNumbers('1-3, 9 9')).toEqual([1, 2, 3, 9]);
    expect(readNumbers('1-100')).toMatch(/not a shirt number/);
  });

  it('makes an upcoming recorded match with its panel and its clock at kick-off', () => {
    const made = matchOfForm(fields, [row('Seán', '14')], 'u1', '2025-06-01T12:00:00.000Z');
    expect(made).toEqual({
      match: expect.objectContaining({
        status: 'upcoming',
        source: 'capture',
        halfLength: 30,
        panel: [{ playerId: 'p-14', number: 14, name: 'Seán', starting: true }],
        opponentPanel: [1, 2, 3, 9].map((number) => ({ playerId: null, number, name: null, starting: true })),
        clock: KICK_OFF,
        createdBy: 'u1',
      }),
    });
  });

  it('refuses a match with no opponent, a player with no number, or two players with one number', () => {
    expect(matchOfForm({ ...fields, opponent: ' ' }, [], 'u1', 'now')).toEqual({ error: 'Name the opponent' });
    expect(matchOfForm(fields, [row('Seán', '')], 'u1', 'now')).toEqual({ error: 'Give Seán a shirt number (1-99)' });
    expect(matchOfForm(fields, [row('Seán', '14'), row('Pádraig', '14')], 'u1', 'now')).toEqual({
      error: 'Seán and Pádraig both wear 14',
    });
  });
});
