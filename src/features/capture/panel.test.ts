import type { PanelEntry } from '../../../contract/squad';
import {
  currentPanel,
  keeperOf,
  movesText,
  onThePitch,
  overruled,
  panelDiff,
  panelGroups,
  panelUndo,
  substituted,
  withDiff,
  withLatePlayer,
} from './panel';

const PANEL: PanelEntry[] = [
  { playerId: 'p14', number: 14, name: 'Seán Ó Sé', starting: true },
  { playerId: 'p1', number: 1, name: 'Cian Keane', starting: true },
  { playerId: 'p22', number: 22, name: 'Ciarán Ó Bric', starting: false },
  { playerId: null, number: 25, name: null, starting: false },
];
const H2_1230 = { half: 2, clock: 750 } as const;
const H2_1300 = { half: 2, clock: 780 } as const;

describe('the panel during the match', () => {
  it('puts starters on the pitch and substitutes on the bench, each by number', () => {
    const { onPitch, bench } = panelGroups(PANEL);
    expect(onPitch.map((e) => e.number)).toEqual([1, 14]);
    expect(bench.map((e) => e.number)).toEqual([22, 25]);
  });

  it('after a substitution, has the one who came on on the pitch and the one who went off on the bench, both with the time', () => {
    const made = substituted(PANEL, 14, 22, H2_1230);
    if ('error' in made) throw new Error(made.error);
    expect(made.text).toBe('Substitution: #22 Ciarán Ó Bric on for #14 Seán Ó Sé');
    const { onPitch, bench } = panelGroups(made.panel);
    expect(onPitch.map((e) => e.number)).toEqual([1, 22]);
    expect(bench.map((e) => e.number)).toEqual([14, 25]);
    const sean = made.panel.find((e) => e.number === 14);
    const ciaran = made.panel.find((e) => e.number === 22);
    expect(sean).toMatchObject({ wentOff: H2_1230 });
    expect(ciaran).toMatchObject({ cameOn: H2_1230 });
    expect(movesText(ciaran!)).toBe('on H2 12:30');
    expect(movesText(sean!)).toBe('off H2 12:30');
  });

  it('takes a player who went off back on, forgetting the earlier exit', () => {
    const first = substituted(PANEL, 14, 22, H2_1230);
    if ('error' in first) throw new Error(first.error);
    const back = substituted(first.panel, 22, 14, { half: 2, clock: 900 });
    if ('error' in back) throw new Error(back.error);
    const sean = back.panel.find((e) => e.number === 14)!;
    expect(onThePitch(sean)).toBe(true);
    expect(sean).not.toHaveProperty('wentOff');
    expect(movesText(back.panel.find((e) => e.number === 22)!)).toBe('on H2 12:30, off H2 15:00');
  });

  it('refuses a substitution of someone off the pitch, or by someone already on it', () => {
    expect(substituted(PANEL, 22, 25, H2_1230)).toEqual({ error: 'Choose who comes off, of those on the pitch' });
    expect(substituted(PANEL, 14, 1, H2_1230)).toEqual({ error: 'Choose who comes on, from the bench' });
    expect(substituted(PANEL, 14, 0, H2_1230)).toEqual({ error: 'Choose who comes on, from the bench' });
  });

  it('adds a late player to the bench: a roster player, or a number with or without a name', () => {
    const roster = withLatePlayer(PANEL, { playerId: 'p30', name: 'Dara Ó Cinnéide', number: '30' });
    if ('error' in roster) throw new Error(roster.error);
    expect(roster.panel.at(-1)).toEqual({ playerId: 'p30', number: 30, name: 'Dara Ó Cinnéide', starting: false });
    expect(roster.text).toBe('Added to the panel: #30 Dara Ó Cinnéide');
    const alone = withLatePlayer(PANEL, { playerId: null, name: '  ', number: ' 31' });
    if ('error' in alone) throw new Error(alone.error);
    expect(alone.panel.at(-1)).toEqual({ playerId: null, number: 31, name: null, starting: false });
    expect(panelGroups(alone.panel).bench.map((e) => e.number)).toEqual([22, 25, 31]);
  });

  it('refuses a number already worn in the panel, a missing number and a player already in it', () => {
    expect(withLatePlayer(PANEL, { playerId: null, name: 'Tomás', number: '14' })).toEqual({
      error: '#14 Seán Ó Sé already wears 14 in the panel: give another number',
    });
    expect(withLatePlayer(PANEL, { playerId: null, name: 'Tomás', number: '' })).toEqual({
      error: 'Give a shirt number (1-99)',
    });
    expect(withLatePlayer(PANEL, { playerId: null, name: 'Tomás', number: '0' })).toEqual({
      error: 'Give a shirt number (1-99)',
    });
    expect(withLatePlayer(PANEL, { playerId: 'p22', name: 'Ciarán Ó Bric', number: '40' })).toEqual({
      error: 'Ciarán Ó Bric is already in the panel',
    });
  });
});

describe('the keeper, who takes the kickouts', () => {
  const keeper = (panel: readonly PanelEntry[]) => keeperOf(panel)?.number;
  const made = (panel: readonly PanelEntry[], off: number, on: number, at: { half: 1 | 2; clock: number }) => {
    const result = substituted(panel, off, on, at);
    if ('error' in result) throw new Error(result.error);
    return result.panel;
  };
  const WITH_SUB_KEEPER: PanelEntry[] = [
    ...PANEL,
    { playerId: 'p16', number: 16, name: 'Rory Beggan', starting: false },
  ];

  it('is the one wearing 1, or the lowest number where nobody does', () => {
    expect(keeper(PANEL)).toBe(1);
    expect(keeper(PANEL.filter((entry) => entry.number !== 1))).toBe(14);
    expect(keeperOf([])).toBeNull();
  });

  it('is whoever came on for the keeper, and the keeper again once back on', () => {
    const subbed = made(WITH_SUB_KEEPER, 1, 16, H2_1230);
    expect(subbed.find((entry) => entry.number === 16)).toMatchObject({ cameOn: H2_1230, cameOnFor: 1 });
    expect(keeper(subbed)).toBe(16);
    expect(keeper(made(subbed, 14, 22, { half: 2, clock: 800 }))).toBe(16);
    expect(keeper(made(subbed, 16, 1, { half: 2, clock: 900 }))).toBe(1);
  });

  it('follows a line of substitutions, and stays with the starter in panels kept before it was recorded', () => {
    const twice = made(made(WITH_SUB_KEEPER, 1, 16, H2_1230), 16, 25, { half: 2, clock: 1200 });
    expect(keeper(twice)).toBe(25);
    const older = made(WITH_SUB_KEEPER, 1, 16, H2_1230).map((entry) => {
      const kept = { ...entry };
      delete kept.cameOnFor;
      return kept;
    });
    expect(keeper(older)).toBe(1);
  });
});

describe('a change written as the entries it changed', () => {
  const made = (result: ReturnType<typeof substituted>) => {
    if ('error' in result) throw new Error(result.error);
    return result.panel;
  };

  it('names only the entries a substitution took out and put in', () => {
    const after = made(substituted(PANEL, 14, 22, H2_1230));
    const { removed, added } = panelDiff(PANEL, after);
    expect(removed.map((entry) => entry.number)).toEqual([14, 22]);
    expect(added).toEqual([
      { ...PANEL[0], wentOff: H2_1230 },
      { ...PANEL[2], cameOn: H2_1230, cameOnFor: 14 },
    ]);
  });

  it("keeps both of two devices' changes to different players, in either order", () => {
    const substitution = panelDiff(PANEL, made(substituted(PANEL, 14, 22, H2_1230)));
    const late = withLatePlayer(PANEL, { playerId: null, name: 'Tomás Ó Flaithearta', number: '26' });
    if ('error' in late) throw new Error(late.error);
    const addition = panelDiff(PANEL, late.panel);
    const oneWay = withDiff(withDiff(PANEL, substitution), addition);
    const otherWay = withDiff(withDiff(PANEL, addition), substitution);
    expect(byNumberOf(oneWay)).toEqual(byNumberOf(otherWay));
    expect(panelGroups(oneWay).onPitch.map((entry) => entry.number)).toEqual([1, 22]);
    expect(panelGroups(oneWay).bench.map((entry) => entry.number)).toEqual([14, 25, 26]);
  });

  it('matches an entry whatever the order of its fields, as Firestore compares them', () => {
    const [sean] = PANEL;
    if (!sean) throw new Error('no panel');
    const reordered = { starting: sean.starting, name: sean.name, number: sean.number, playerId: sean.playerId };
    expect(withDiff([reordered], { removed: [sean], added: [] })).toEqual([]);
  });

  it('undoes a change by the same change the other way', () => {
    const after = made(substituted(PANEL, 14, 22, H2_1230));
    expect(byNumberOf(withDiff(after, panelDiff(after, PANEL)))).toEqual(byNumberOf(PANEL));
  });
});

describe('the panel as it stands, after two devices changed one player at once', () => {
  const made = (result: ReturnType<typeof substituted>) => {
    if ('error' in result) throw new Error(result.error);
    return result.panel;
  };
  const late = (panel: readonly PanelEntry[], player: Parameters<typeof withLatePlayer>[1]) => {
    const result = withLatePlayer(panel, player);
    if ('error' in result) throw new Error(result.error);
    return result.panel;
  };
  // Each device's change, from the panel both had, applied by the server one after the other.
  const bothApplied = (first: PanelEntry[], second: PanelEntry[]) =>
    withDiff(withDiff(PANEL, panelDiff(PANEL, first)), panelDiff(PANEL, second));

  it('has each number once, as the change the server took last left it', () => {
    const stored = bothApplied(made(substituted(PANEL, 14, 22, H2_1230)), made(substituted(PANEL, 14, 25, H2_1300)));
    expect(stored.filter((entry) => entry.number === 14)).toHaveLength(2);
    const current = currentPanel(stored);
    expect(current.filter((entry) => entry.number === 14)).toEqual([{ ...PANEL[0], wentOff: H2_1300 }]);
    expect(current).toHaveLength(PANEL.length);
    // Both substitutes stand: each device saw one come on, and neither change is lost.
    expect(panelGroups(current).onPitch.map((entry) => entry.number)).toEqual([1, 22, 25]);
  });

  it('has a roster player once, under the number the later change gave them', () => {
    const player = { playerId: 'p30', name: 'Pádraig Joyce', number: '' };
    const stored = bothApplied(late(PANEL, { ...player, number: '30' }), late(PANEL, { ...player, number: '31' }));
    const current = currentPanel(stored);
    expect(current.filter((entry) => entry.playerId === 'p30')).toEqual([
      { playerId: 'p30', number: 31, name: 'Pádraig Joyce', starting: false },
    ]);
    expect(current.map((entry) => entry.number)).toEqual([14, 1, 22, 25, 31]);
  });

  it('leaves a panel without such clashes as it is, in its order', () => {
    expect(currentPanel(PANEL)).toEqual(PANEL);
  });

  it('takes out what the earlier change left behind at the next change, which is then undone exactly', () => {
    const stored = bothApplied(made(substituted(PANEL, 14, 22, H2_1230)), made(substituted(PANEL, 14, 25, H2_1300)));
    const next = late(currentPanel(stored), { playerId: null, name: '', number: '26' });
    const diff = panelDiff(stored, next);
    expect(diff.removed).toEqual([{ ...PANEL[0], wentOff: H2_1230 }]);
    const written = withDiff(stored, diff);
    expect(written.filter((entry) => entry.number === 14)).toHaveLength(1);
    expect(byNumberOf(currentPanel(written))).toEqual(byNumberOf(next));
    // Undone, the change takes #26 out again and leaves #14 as the server's last change left him:
    // what the clash left behind is not written back.
    const { diff: undo, overtaken } = panelUndo({ before: stored, after: next }, written, [
      { before: stored, after: next },
    ]);
    expect(overtaken).toEqual([]);
    expect(undo).toEqual({ removed: [next.at(-1)], added: [] });
    expect(withDiff(written, undo)).toEqual(currentPanel(stored));
  });
});

describe('undo of a panel change, player by player', () => {
  const made = (result: ReturnType<typeof substituted>) => {
    if ('error' in result) throw new Error(result.error);
    return result.panel;
  };
  const sean = PANEL[0]!;
  const ciaran = PANEL[2]!;
  // This tab took #14 off for #22 at 12:30.
  const substitution = { before: PANEL, after: made(substituted(PANEL, 14, 22, H2_1230)) };

  it('writes back both players when nobody else has changed them', () => {
    const { diff, overtaken } = panelUndo(substitution, substitution.after, [substitution]);
    expect(overtaken).toEqual([]);
    expect(diff).toEqual(panelDiff(substitution.after, PANEL));
    expect(byNumberOf(withDiff(substitution.after, diff))).toEqual(byNumberOf(PANEL));
  });

  it('leaves a player another device has changed since as that device left them, and undoes the rest', () => {
    // Another device, having seen the substitution, brought #14 back on for #1 at 13:00.
    const theirs = made(substituted(substitution.after, 1, 14, H2_1300));
    const stored = withDiff(substitution.after, panelDiff(substitution.after, theirs));
    const { diff, overtaken } = panelUndo(substitution, stored, [substitution]);
    expect(overtaken).toEqual([{ ...sean, wentOff: H2_1230 }]);
    expect(diff).toEqual({ removed: [{ ...ciaran, cameOn: H2_1230, cameOnFor: 14 }], added: [ciaran] });
    const after = currentPanel(withDiff(stored, diff));
    expect(after.find((entry) => entry.number === 14)).toEqual(theirs.find((entry) => entry.number === 14));
    expect(after.find((entry) => entry.number === 22)).toEqual(ciaran);
  });

  it('undoes nothing when another device has changed every player since', () => {
    const theirs = made(substituted(made(substituted(substitution.after, 1, 14, H2_1300)), 22, 25, H2_1300));
    const stored = withDiff(substitution.after, panelDiff(substitution.after, theirs));
    const { diff, overtaken } = panelUndo(substitution, stored, [substitution]);
    expect(diff).toEqual({ removed: [], added: [] });
    expect(overtaken.map((entry) => entry.number)).toEqual([14, 22]);
  });

  it("takes this tab's own earlier state of a player, shown for a moment, as its own", () => {
    const again = { before: substitution.after, after: made(substituted(substitution.after, 22, 25, H2_1300)) };
    // The listener still shows the panel as the substitution left it, before the second change's write.
    const { overtaken } = panelUndo(again, substitution.after, [substitution, again]);
    expect(overtaken).toEqual([]);
  });

  it("does not take another device's change of a player as this tab's because a later change of its own found it", () => {
    const theirs = made(substituted(substitution.after, 1, 14, H2_1300));
    const stored = withDiff(substitution.after, panelDiff(substitution.after, theirs));
    const late = {
      before: stored,
      after: [...currentPanel(stored), { playerId: null, number: 26, name: null, starting: false }],
    };
    const { overtaken } = panelUndo(substitution, withDiff(stored, panelDiff(late.before, late.after)), [
      substitution,
      late,
    ]);
    expect(overtaken.map((entry) => entry.number)).toEqual([14]);
  });
});

describe('a change of this tab overruled by another device at the same time', () => {
  const made = (result: ReturnType<typeof substituted>) => {
    if ('error' in result) throw new Error(result.error);
    return result.panel;
  };
  const ours = { before: PANEL, after: made(substituted(PANEL, 14, 22, H2_1230)) };
  const theirs = { before: PANEL, after: made(substituted(PANEL, 14, 25, H2_1300)) };
  const applied = (...changes: { before: PanelEntry[]; after: PanelEntry[] }[]) =>
    changes.reduce((panel, change) => withDiff(panel, panelDiff(change.before, change.after)), PANEL);

  it('names the player whose change by this tab the server took first', () => {
    const stored = applied(ours, theirs);
    expect(overruled(stored, [ours])).toEqual([{ ...PANEL[0], wentOff: H2_1230 }]);
    // The other device's change stands: it is told nothing.
    expect(overruled(stored, [theirs])).toEqual([]);
  });

  it('names nobody when the server took this tab’s change last', () => {
    expect(overruled(applied(theirs, ours), [ours])).toEqual([]);
  });

  it('names nobody once the next change has taken out what the clash left behind', () => {
    const stored = applied(ours, theirs);
    const next = [...currentPanel(stored), { playerId: null, number: 26, name: null, starting: false }];
    expect(overruled(withDiff(stored, panelDiff(stored, next)), [ours])).toEqual([]);
  });

  it('names nobody when another device changed the player later, having seen this change', () => {
    const later = made(substituted(ours.after, 1, 14, H2_1300));
    const stored = withDiff(ours.after, panelDiff(ours.after, later));
    expect(overruled(stored, [ours])).toEqual([]);
  });
});

const byNumberOf = (panel: readonly PanelEntry[]) => [...panel].sort((a, b) => a.number - b.number);
