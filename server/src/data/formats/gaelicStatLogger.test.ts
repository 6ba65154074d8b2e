import { NOBODY } from '../../../../contract/squad';
import { mustRead, mustRefuse, testFile, UPLOAD, who } from '../../testKit/toolFiles';

/**
 * testFiles/gaelic-stat-logger-match.json: Ros Comáin (home) v Sligo (away), 14 June 2025, made for
 * these tests in the logger's bundle format. The squad is Sligo's. Every coordinate below is worked
 * out by hand: the logger's x_position, y_position have the entry's team attacking right on its
 * 145 x 85 pitch with y down the screen, so for the same team ours is (x, 85 - y + 1.5), and for the
 * other team, half a turn away, (145 - x, y + 1.5).
 */
const GSL = testFile('gaelic-stat-logger-match.json');
const niall = who('p-niall-murphy', 'Niall Murphy', 9);
const cian = who('p-cian-ward', 'Cian Ward', 6);
const eoin = who('p-eoin-kelly', 'Eoin Kelly', 4);
const tadhg = who(null, 'Tadhg Rowan', 10);
const colm = who(null, 'Colm Daly', 3);
const by = { recordedBy: UPLOAD.recordedBy };
const at = (minute: number) => ({ ...by, recordedAt: `2025-06-14T14:${String(minute).padStart(2, '0')}:00.000Z` });

describe("Gaelic-Stat-Logger's match bundle", () => {
  it('reads every event, player and coordinate of the match', async () => {
    const { format, bundle } = await mustRead(GSL, { team: 'Sligo' });
    expect(format).toBe('gaelic-stat-logger');
    expect(bundle.squad).toEqual({ name: 'Sligo', team: 'Sligo' });
    expect(bundle.players).toEqual([
      { id: 'p-eoin-kelly', name: 'Eoin Kelly', number: 4, position: 'back', preferredFoot: null },
      { id: 'p-cian-ward', name: 'Cian Ward', number: 6, position: 'back', preferredFoot: null },
      { id: 'p-niall-murphy', name: 'Niall Murphy', number: 9, position: 'midfielder', preferredFoot: null },
      { id: 'p-rory-flynn', name: 'Rory Flynn', number: 21, position: null, preferredFoot: null },
    ]);
    const [match, ...others] = bundle.matches;
    expect(others).toEqual([]);
    const { events, ...fields } = match ?? { events: [] };
    expect(fields).toEqual({
      id: 'm-2025-06-14-ros-comain',
      date: '2025-06-14',
      opponent: 'Ros Comáin',
      competition: 'Connacht Final',
      venue: 'Dr Hyde Park',
      halfLength: 35,
      // Ros Comáin attacked left first, so Sligo attacked right.
      firstHalfAttack: 'right',
      panel: [
        { playerId: 'p-eoin-kelly', number: 4, name: 'Eoin Kelly', starting: true },
        { playerId: 'p-cian-ward', number: 6, name: 'Cian Ward', starting: true },
        { playerId: 'p-niall-murphy', number: 9, name: 'Niall Murphy', starting: true },
        { playerId: 'p-rory-flynn', number: 21, name: 'Rory Flynn', starting: false },
      ],
      opponentPanel: [
        { playerId: null, number: 3, name: 'Colm Daly', starting: true },
        { playerId: null, number: 10, name: 'Tadhg Rowan', starting: true },
      ],
      status: 'final',
      source: 'import',
      createdAt: UPLOAD.now,
      createdBy: UPLOAD.recordedBy,
    });
    const shot = { shotKind: 'play', goalAttempt: false, touched: null, videoTime: null };
    expect(events).toEqual([
      // stats[0]: (100, 42.5) is 45 m out, so in 2025 a point from there is worth 2, as recorded.
      {
        ...shot,
        id: 'e0001',
        kind: 'shot',
        side: 'us',
        half: 1,
        clock: 300,
        videoTime: 360,
        x: 100,
        y: 44,
        ...at(0),
        player: niall,
        outcome: 'point',
        pressure: 'heavy',
        foot: 'left',
        points: 2,
        thirdPartyXp: { source: 'Gaelic-Stat-Logger (third_party_import)', value: 1.12 },
      },
      // stats[1]: recorded a two-pointer from 30 m; the 2025 rules give 1, and 1 is used.
      {
        ...shot,
        id: 'e0002',
        kind: 'shot',
        side: 'them',
        half: 2,
        clock: 600,
        videoTime: 660,
        x: 115,
        y: 44,
        ...at(1),
        player: tadhg,
        outcome: 'point',
        shotKind: 'free',
        pressure: 'none',
        foot: 'right',
        points: 1,
      },
      // stats[2]: a point recorded as 1 from 42 m in 2025 was touched on its way.
      {
        ...shot,
        id: 'e0003',
        kind: 'shot',
        side: 'us',
        half: 1,
        clock: 900,
        videoTime: 960,
        x: 103,
        y: 44,
        ...at(2),
        player: niall,
        outcome: 'point',
        pressure: 'some',
        foot: 'right',
        touched: true,
        points: 1,
      },
      // stats[3]: a goal attempt saved out for a 45, at (130, 50): 85 - 50 + 1.5 = 36.5.
      {
        ...shot,
        id: 'e0004',
        kind: 'shot',
        side: 'us',
        half: 1,
        clock: 1200,
        videoTime: 1260,
        x: 130,
        y: 36.5,
        ...at(3),
        player: cian,
        outcome: '45 won',
        goalAttempt: true,
        pressure: 'some',
        foot: null,
        points: 0,
      },
      // stats[4] ('screamer') is not imported; stats[5]: a kickout landing at (30, 20), inside the 45.
      {
        id: 'e0005',
        kind: 'kickout',
        side: 'us',
        half: 2,
        clock: 120,
        videoTime: 180,
        x: 30,
        y: 66.5,
        ...at(5),
        kicker: NOBODY,
        won: true,
        contest: 'clean',
        length: 'short',
        winner: eoin,
      },
      // stats[6]: Ros Comáin's pass, intercepted where it ended (70, 40) in their frame: ours is (75, 41.5).
      {
        id: 'e0006',
        kind: 'turnover',
        side: 'us',
        half: 2,
        clock: 180,
        videoTime: 240,
        x: 75,
        y: 41.5,
        ...at(6),
        how: 'interception',
        wonBy: cian,
        lostBy: tadhg,
      },
      // stats[7]: Sligo's carry fouled where it ended (90, 15), and the fouler's yellow card in his own frame.
      {
        id: 'e0007',
        kind: 'free',
        side: 'us',
        half: 2,
        clock: 240,
        videoTime: 300,
        x: 90,
        y: 71.5,
        ...at(7),
        fouled: niall,
        fouler: colm,
      },
      {
        id: 'e0008',
        kind: 'card',
        side: 'them',
        half: 2,
        clock: 240,
        videoTime: 300,
        x: 55,
        y: 16.5,
        ...at(7),
        colour: 'yellow',
        player: colm,
      },
      // stats[8]: a free to Ros Comáin (the team, no player) at (50, 60) in their frame.
      {
        id: 'e0009',
        kind: 'free',
        side: 'them',
        half: 2,
        clock: 300,
        videoTime: 360,
        x: 50,
        y: 26.5,
        ...at(8),
        fouled: NOBODY,
        fouler: eoin,
      },
    ]);
  });

  it('reports the format, the mapping, every value read and everything left out', async () => {
    const { report } = await mustRead(GSL, { team: 'Sligo' });
    expect(report.evidence[0]).toMatch(/schema_version 1/);
    expect(report.team).toEqual({ name: 'Sligo', how: "spelt as the squad's team 'Sligo'" });
    expect(report.pitch).toMatchObject({ source: { length: 145, width: 85 }, movedOntoPitch: 0 });
    expect(report.pitch.mapping).toMatch(/y \+ 1\.5 m/);
    expect(report.pitch.attackingDirection).toMatch(
      /Ros Comáin attacked left in the first half, right in the second, left in extra time's first half, right in extra time's second half/,
    );
    expect(report.matches).toEqual([
      {
        id: 'm-2025-06-14-ros-comain',
        opponent: 'Ros Comáin',
        date: '2025-06-14',
        dateFrom: 'file',
        era: '2025',
        events: 9,
      },
    ]);
    expect(report.counts).toEqual({
      entries: 11,
      players: 4,
      events: { shot: 4, kickout: 1, turnover: 1, free: 2, card: 1 },
    });
    expect(report.mappings).toEqual(
      expect.arrayContaining([
        { field: 'pressure', from: "'high'", to: 'heavy', count: 1 },
        { field: 'pressure', from: "'medium'", to: 'some', count: 2 },
        { field: 'pressure', from: "'low'", to: 'none', count: 1 },
        { field: 'shot outcome', from: "'2_point'", to: 'point (two-pointer)', count: 2 },
        { field: 'shot outcome', from: "'saved' with result '45'", to: '45 won', count: 1 },
        { field: 'shot situation', from: "'free_hands'", to: 'free', count: 1 },
        { field: 'shot situation', from: 'empty', to: 'play (not recorded)', count: 1 },
        { field: 'half', from: "'second'", to: '2 (second half)', count: 6 },
        { field: 'entry', from: 'a pass turned over', to: 'turnover', count: 1 },
        { field: 'entry', from: 'a carry with a foul', to: 'free', count: 1 },
        { field: 'card', from: "'yellow'", to: 'yellow card', count: 1 },
        { field: 'kickout length', from: "landed inside the kicking team's 45 m line", to: 'short', count: 1 },
        { field: 'player position', from: "'Substitute'", to: 'unknown (not recorded)', count: 1 },
      ]),
    );
    expect(report.scoring).toEqual([{ place: 'stats[1].extra_data.shot.outcome', recorded: 2, rules: 1, used: 1 }]);
    expect(report.notImported).toEqual([
      { what: 'pass', count: 1, reason: expect.stringMatching(/no passes/) },
      { what: 'carry', count: 1, reason: expect.stringMatching(/no carries/) },
      { what: 'substitution', count: 1, reason: expect.any(String) },
      { what: 'shot brought back for an advantage', count: 1, reason: expect.any(String) },
    ]);
    expect(report.thirdPartyXp).toEqual({
      source: 'Gaelic-Stat-Logger (third_party_import)',
      field: 'extra_data.shot.xp.value',
      count: 1,
    });
    expect(report.ignoredFields).toEqual(
      expect.arrayContaining([
        { field: 'extra_data.foul.foul_type', count: 2 },
        { field: 'extra_data.kickout.press', count: 1 },
      ]),
    );
  });

  it('names an unmapped value with its place and leaves its shot out', async () => {
    const { report } = await mustRead(GSL, { team: 'Sligo' });
    expect(report.unmapped).toEqual([
      {
        field: 'shot outcome',
        value: "'screamer'",
        count: 1,
        consequence: 'shot not imported',
        places: ['stats[4].extra_data.shot.outcome'],
      },
    ]);
  });

  it('takes the squad as either team, spelt with or without its fada', async () => {
    const { bundle, report } = await mustRead(GSL, { team: 'ros comain' });
    expect(report.team.name).toBe('Ros Comáin');
    expect(bundle.squad.team).toBe('ros comain');
    expect(bundle.players.map((player) => player.name)).toEqual(['Colm Daly', 'Tadhg Rowan']);
    expect(bundle.matches[0]).toMatchObject({ opponent: 'Sligo', firstHalfAttack: 'left' });
    // The same shot, now the opponent's: Niall Murphy's point from 45 m.
    expect(bundle.matches[0]?.events[0]).toMatchObject({
      side: 'them',
      x: 100,
      y: 44,
      player: who(null, 'Niall Murphy', 9),
    });
  });

  it("refuses a file without the squad's team, naming the file's teams", async () => {
    const fault = await mustRefuse(GSL, { team: 'Mayo' });
    expect(fault.code).toBe('team-not-found');
    expect(fault.message).toMatch(/'Mayo' is not in the file; its teams are 'Ros Comáin', 'Sligo'/);
  });
});

describe('a wrong or cut Gaelic-Stat-Logger bundle is refused whole', () => {
  const text = GSL.toString('utf8');
  const edited = (edit: (doc: Record<string, unknown>) => void): Buffer => {
    const doc = JSON.parse(text) as Record<string, unknown>;
    edit(doc);
    return Buffer.from(JSON.stringify(doc));
  };
  const withStat = (index: number, change: Record<string, unknown>): Buffer =>
    edited((doc) => {
      const stats = doc.stats as Record<string, unknown>[];
      stats[index] = { ...stats[index], ...change };
    });

  it('names the line and column where a cut file stops', async () => {
    const fault = await mustRefuse(Buffer.from(text.slice(0, text.indexOf('"stats"') + 40)));
    expect(fault).toMatchObject({ code: 'unreadable', place: expect.stringMatching(/^line \d+/) });
    expect(fault.message).toMatch(/is the file complete\?/);
  });

  it('names the count a bundle cut between entries contradicts', async () => {
    const fault = await mustRefuse(edited((doc) => (doc.stats as unknown[]).pop()));
    expect(fault).toMatchObject({ code: 'unreadable', place: 'counts.stats' });
    expect(fault.message).toMatch(/says it holds 11 stats but holds 10/);
  });

  it('names a coordinate that is not a number', async () => {
    const fault = await mustRefuse(withStat(3, { x_position: 'far' }), { team: 'Sligo' });
    expect(fault).toMatchObject({ code: 'unreadable', place: 'stats[3].x_position' });
  });

  it('names a schema version it does not read', async () => {
    const fault = await mustRefuse(edited((doc) => (doc.schema_version = 2)));
    expect(fault).toMatchObject({ code: 'unreadable', place: 'schema_version' });
  });

  it("names an entry's details that are not JSON", async () => {
    const fault = await mustRefuse(withStat(0, { extra_data: '{"shot": ' }), { team: 'Sligo' });
    expect(fault).toMatchObject({ code: 'unreadable', place: 'stats[0].extra_data' });
  });
});
