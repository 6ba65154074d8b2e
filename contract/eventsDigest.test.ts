import { eventsDigest } from './eventsDigest';

describe("a match's events digest", () => {
  const shot = { kind: 'shot', side: 'us', half: 1, clock: 61, x: 120, y: 40, player: { playerId: null, number: 7 } };

  it('is the same whatever order the events and their fields come in', () => {
    const reordered = {
      y: 40,
      player: { number: 7, playerId: null },
      x: 120,
      clock: 61,
      half: 1,
      side: 'us',
      kind: 'shot',
    };
    expect(
      eventsDigest([
        ['a', shot],
        ['b', { ...shot, clock: 90 }],
      ]),
    ).toBe(
      eventsDigest([
        ['b', { ...shot, clock: 90 }],
        ['a', reordered],
      ]),
    );
  });

  it('changes with an edit, a deletion, an addition and an id, and counts the events', () => {
    const base = eventsDigest([['a', shot]]);
    expect(base).toMatch(/^1-[0-9a-f]{8}$/);
    expect(eventsDigest([['a', { ...shot, x: 121 }]])).not.toBe(base);
    expect(eventsDigest([['z', shot]])).not.toBe(base);
    expect(eventsDigest([])).toBe('0-00000000');
    expect(
      eventsDigest([
        ['a', shot],
        ['b', shot],
      ]),
    ).toMatch(/^2-/);
  });

  it('leaves out fields that are undefined, as Firestore stores no such field', () => {
    expect(eventsDigest([['a', { ...shot, position: undefined }]])).toBe(eventsDigest([['a', shot]]));
  });
});
