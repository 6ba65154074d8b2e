import type { SquadBundle } from '../../../../contract/squad';
import { squadStateOf } from '../../testKit/squads';
import { testFile } from '../../testKit/toolFileMakers';
import type { ImportPlan } from './squadImport';
import { readUpload, UploadRefusal, type UploadRequest } from './squadUpload';

/** testFiles/scorelect-game.csv: Clifden v Oughterard, undated; Seán Ó Sé and Liam Joyce of Clifden. */
const CSV = testFile('scorelect-game.csv');
const author = { uid: 'analyst', at: '2026-11-27T10:00:00.000Z' };
const request = (overrides: Partial<UploadRequest> = {}): UploadRequest => ({
  bytes: CSV,
  fileName: 'game.csv',
  sheet: null,
  teamInFile: null,
  matchDate: null,
  author,
  ...overrides,
});

const empty: SquadBundle = {
  format: 'pairc-squad',
  version: 1,
  squad: { name: 'Clifden Seniors', team: 'Clifden' },
  players: [],
  matches: [],
};

/** The squad as it would be once `plan` is written into an empty squad, its match `m1`. */
function written(plan: ImportPlan): SquadBundle {
  return {
    ...empty,
    players: plan.newPlayers,
    matches: plan.matches.map((planned, index) => ({
      ...planned.match,
      id: `m${index + 1}`,
      events: planned.events.map((event, e) => ({ ...event, id: `e${e}` })),
    })),
  };
}

describe("planning another tool's file into a squad", () => {
  it("takes the roster's player of the same name, with their id, and adds only the new ones", async () => {
    const state = squadStateOf({
      ...empty,
      players: [{ id: 'p7', name: 'Seán Ó Sé', number: 7, position: 'forward', preferredFoot: 'left' }],
    });
    const { plan } = await readUpload(state, request({ matchDate: '2026-06-01' }));
    expect(plan.newPlayers.map((player) => player.name)).toEqual(['Liam Joyce']);
    const shooters = plan.matches[0]?.events.flatMap((event) =>
      event.kind === 'shot' && event.side === 'us' ? [event.player.playerId] : [],
    );
    expect(shooters).toEqual(['p7', 'p7']);
  });

  it('replaces the match the same file brought before, whatever date each upload gave it', async () => {
    const first = await readUpload(squadStateOf(empty), request({ matchDate: '2026-06-01' }));
    const state = squadStateOf(written(first.plan));
    const again = await readUpload(state, request({ matchDate: '2026-06-08' }));
    expect(again.plan.matches.map((planned) => planned.replaces)).toEqual([['m1']]);
    expect(again.plan.newPlayers).toEqual([]);
    expect(again.report(false)).toMatchObject({ kind: 'tool', matchesAdded: 0, matchesReplaced: 1 });
  });

  it('keeps two undated files of the same day apart, and replaces a dated match of the same day and opponent', async () => {
    const first = await readUpload(squadStateOf(empty), request());
    const other = written(first.plan);
    const match = other.matches[0];
    if (!match) throw new Error('no match read');
    const state = squadStateOf({ ...other, matches: [{ ...match, importKey: 'scorelect-csv:another-file:1' }] });
    expect((await readUpload(state, request())).plan.matches[0]?.replaces).toEqual([]);
    expect((await readUpload(state, request({ matchDate: '2026-11-27' }))).plan.matches[0]?.replaces).toEqual(['m1']);
  });

  it("refuses a file without the squad's team, giving the file's teams to choose from", async () => {
    const state = squadStateOf({ ...empty, squad: { name: 'Galway Seniors', team: 'Galway' } });
    const refusal = await readUpload(state, request()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UploadRefusal);
    expect((refusal as UploadRefusal).toJSON()).toMatchObject({
      error: expect.stringMatching(
        /^Import rejected: The squad's team 'Galway' is not in the file.*Nothing was changed\.$/,
      ),
      fault: { code: 'team-not-found', teams: ['Clifden', 'Oughterard'] },
    });
  });

  it('says once why a file that is not text is refused, and lists the formats Páirc reads', async () => {
    const state = squadStateOf(empty);
    const bytes = Buffer.from('Minute,Who,What\n12,Seán,point\n\0\0\0garbage\0\n', 'utf8');
    const refusal = await readUpload(state, request({ bytes })).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UploadRefusal);
    const { error, fault } = (refusal as UploadRefusal).toJSON();
    expect(fault).toMatchObject({ code: 'unknown-format', place: 'line 3' });
    expect(error).toMatch(/^Import rejected: line 3: Unreadable CSV: .*Páirc reads .*Nothing was changed\.$/);
    expect(error.match(/Unreadable CSV/g)).toHaveLength(1);
  });
});
