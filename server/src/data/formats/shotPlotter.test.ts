import { mustRead, mustRefuse, testFile, UPLOAD, who } from '../../testKit/toolFiles';

/**
 * testFiles/shot-plotter-gaa.csv, made for these tests: Galway v Mayo on shot-plotter's 145 x 90
 * Gaelic pitch. X and Y are written from the pitch's centre, so a shot is at (X + 72.5, Y + 45) on
 * it; one in the left half is turned half a turn to attack the right-hand goal; then, 1 m narrower
 * each side, ours is that less 1 m across.
 */
const PLOTTER = testFile('shot-plotter-gaa.csv');
const shot = {
  recordedBy: UPLOAD.recordedBy,
  recordedAt: UPLOAD.now,
  kind: 'shot',
  clock: 0,
  videoTime: null,
  shotKind: 'play',
  goalAttempt: false,
  pressure: null,
  foot: null,
  touched: null,
};

describe("shot-plotter's Gaelic football CSV", () => {
  it('reads every shot, player and coordinate', async () => {
    const { format, bundle } = await mustRead(PLOTTER, { team: 'Galway', matchDate: '2025-08-01' });
    expect(format).toBe('shot-plotter-csv');
    expect(bundle.players).toEqual([
      { id: 'p-sean-o-se', name: 'Seán Ó Sé', number: 14, position: null, preferredFoot: null },
      { id: 'p-number-12', name: 'Number 12', number: 12, position: null, preferredFoot: null },
    ]);
    expect(bundle.matches[0]).toMatchObject({ date: '2025-08-01', opponent: 'Mayo', firstHalfAttack: 'right' });
    expect(bundle.matches[0]?.events).toEqual([
      // (27.5, 0) -> (100, 45) -> ours (100, 44): 45 m out in 2025.
      {
        ...shot,
        id: 'e0001',
        side: 'us',
        half: 1,
        x: 100,
        y: 44,
        player: who('p-sean-o-se', 'Seán Ó Sé', 14),
        outcome: 'point',
        points: 2,
      },
      // (-40, 10) -> (32.5, 55), in the left half -> (112.5, 35) -> ours (112.5, 34).
      {
        ...shot,
        id: 'e0002',
        side: 'them',
        half: 1,
        x: 112.5,
        y: 34,
        player: who(null, null, 11),
        outcome: 'wide',
        points: 0,
      },
      {
        ...shot,
        id: 'e0003',
        side: 'us',
        half: 2,
        x: 137.5,
        y: 41,
        player: who('p-sean-o-se', 'Seán Ó Sé', null),
        outcome: 'goal',
        goalAttempt: true,
        points: 3,
      },
      // (-60, -44.5) -> (12.5, 0.5) -> (132.5, 89.5): beyond our side line by half a metre, moved onto it.
      {
        ...shot,
        id: 'e0004',
        side: 'them',
        half: 3,
        x: 132.5,
        y: 88,
        player: who(null, null, null),
        outcome: 'saved',
        points: 0,
      },
      // Row 6's 'Screamer' is not imported. A two-pointer from 42.5 m, as the rules give.
      {
        ...shot,
        id: 'e0005',
        side: 'us',
        half: 1,
        x: 102.5,
        y: 44,
        player: who('p-number-12', null, 12),
        outcome: 'point',
        points: 2,
      },
    ]);
  });

  it('reports the pitch, the mapping and what the file does not say', async () => {
    const { report } = await mustRead(PLOTTER, { team: 'Galway', matchDate: '2025-08-01' });
    expect(report.pitch).toMatchObject({ source: { length: 145, width: 90 }, movedOntoPitch: 1 });
    expect(report.pitch.origin).toMatch(/centre/);
    expect(report.pitch.mapping).toMatch(/y - 1 m/);
    expect(report.mappings).toEqual(
      expect.arrayContaining([
        { field: 'type', from: "'Save'", to: 'saved', count: 1 },
        { field: 'type', from: "'2 Point'", to: 'point (two-pointer)', count: 1 },
        {
          field: 'half',
          from: "'Extra Time'",
          to: "3 (extra time's first half: the file does not say which)",
          count: 1,
        },
      ]),
    );
    expect(report.notes).toEqual(
      expect.arrayContaining([
        'shot-plotter records no time: every shot is put at the start of its half',
        'shot-plotter records no kind of shot: every shot is taken as from play',
      ]),
    );
    expect(report.scoring).toEqual([]);
  });

  it('takes the end the squad attacked first from where its first-half shots were taken', async () => {
    // Mayo's one first-half shot was at the left-hand end.
    const { bundle } = await mustRead(PLOTTER, { team: 'Mayo' });
    expect(bundle.matches[0]).toMatchObject({ opponent: 'Galway', firstHalfAttack: 'left' });
    expect(bundle.matches[0]?.events[1]).toMatchObject({ side: 'us', x: 112.5, y: 34 });
  });

  it('names an unmapped type with its row and column', async () => {
    const { report } = await mustRead(PLOTTER, { team: 'Galway' });
    expect(report.unmapped).toEqual([
      {
        field: 'type',
        value: "'Screamer'",
        count: 1,
        consequence: 'shot not imported',
        places: ["row 6, column 'Type'"],
      },
    ]);
  });

  it("reads a file whose teams are tool's defaults once the upload says which is the squad's", async () => {
    const text = PLOTTER.toString('utf8').replaceAll('Galway', 'Home').replaceAll('Mayo', 'Away');
    const fault = await mustRefuse(Buffer.from(text), { team: 'Galway' });
    expect(fault).toMatchObject({ code: 'team-not-found' });
    expect(fault.message).toMatch(/its teams are 'Home', 'Away'/);
    const { bundle, report } = await mustRead(Buffer.from(text), { team: 'Galway', teamInFile: 'Home' });
    expect(bundle.squad.team).toBe('Galway');
    expect(bundle.matches[0]?.opponent).toBe('Away');
    expect(report.team).toEqual({ name: 'Home', how: "chosen at the upload as the squad's team 'Galway'" });
  });

  it('refuses a coordinate that is not a number, naming its row and column', async () => {
    const fault = await mustRefuse(Buffer.from(PLOTTER.toString('utf8').replace('-40.00', 'left')), { team: 'Galway' });
    expect(fault).toMatchObject({ code: 'unreadable', place: "row 3, column 'X'" });
  });

  it('refuses a file cut short, naming the row it stops in', async () => {
    const text = PLOTTER.toString('utf8');
    const fault = await mustRefuse(Buffer.from(text.slice(0, text.indexOf('Extra Time') + 15)), { team: 'Galway' });
    expect(fault).toMatchObject({ code: 'unreadable', place: 'row 5' });
  });

  it('refuses a file holding more than one match', async () => {
    const text = `${PLOTTER.toString('utf8')}\n1,Kerry,9,Point,20,0`;
    const fault = await mustRefuse(Buffer.from(text), { team: 'Galway' });
    expect(fault).toMatchObject({ code: 'unreadable', place: "column 'Team'" });
  });
});
