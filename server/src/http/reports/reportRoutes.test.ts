import { matchesSchema, playersSchema, shotsSchema } from '../../../../contract/answers';
import { matchReportSchema, reportChartsSchema } from '../../../../contract/report';
import { accurateSum, round2 } from '../../analytics/numbers';
import { startApi, type RunningApi } from '../../testKit/http';
import { memoryShotStore, sampleSeasonShots, SAMPLE_SEED } from '../../testKit/shots';

let api: RunningApi;

beforeAll(async () => {
  api = await startApi(memoryShotStore(sampleSeasonShots(SAMPLE_SEED), 'v1', true));
});
afterAll(() => api.app.close());

const get = (path: string) => fetch(`${api.origin}/api/${path}`);
const json = async (path: string): Promise<unknown> => {
  const answer = await get(path);
  expect(answer.status).toBe(200);
  return answer.json();
};

describe('GET /api/matches/{matchId}/report (public data)', () => {
  it("is the dashboard's figures for the match: the fixtures row, the shot map and the player table", async () => {
    const galwayMatches = matchesSchema.parse(await json('matches?team=Galway'));
    const match = galwayMatches[0];
    if (!match) throw new Error('Galway has no matches');
    const report = matchReportSchema.parse(await json(`matches/${match.id}/report?team=Galway`));
    expect(report.match).toMatchObject({
      id: match.id,
      date: match.date,
      stage: match.stage,
      teams: ['Galway', match.opponent],
    });
    expect(report.match.source).toEqual({ kind: 'public', name: 'Sample data', sample: true });
    expect(report.score[0].match).toEqual({
      goals: match.goalsFor,
      twoPointers: match.twoPointersFor,
      points: match.pointsFor,
      total: match.totalFor,
    });
    expect(report.score[1].match.total).toBe(match.totalAgainst);
    expect([report.shotFigures[0].match.attempts, report.shotFigures[0].match.scores]).toEqual([
      match.shots,
      match.scores,
    ]);
    const shots = shotsSchema.parse(await json(`shots?team=Galway&match=${match.id}`));
    expect(report.shotFigures[0].match.xPts).toBe(round2(accurateSum(shots.map((shot) => shot.xPts))));
    expect(report.shots.filter((shot) => shot.team === 0)).toHaveLength(shots.length);
    const players = playersSchema.parse(await json(`players?team=Galway&match=${match.id}`));
    for (const player of players) {
      expect(report.players[0].find((row) => row.name === player.PlayerName)).toMatchObject({
        shots: player.Shots,
        scores: player.Scores,
        points: player.Points,
        xPts: player.xPts,
      });
    }
  });

  it('says the public data records no kickouts, turnovers, frees or cards: null, never zero', async () => {
    const [match] = matchesSchema.parse(await json('matches?team=Kerry'));
    const report = matchReportSchema.parse(await json(`matches/${match?.id ?? ''}/report`));
    expect([report.kickouts, report.turnovers, report.discipline.frees, report.discipline.cards]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(report.players[0].every((player) => player.turnoversWon === null && player.kickoutsWon === null)).toBe(true);
  });

  it('draws its charts as SVG, and makes a PDF and a share image to download', async () => {
    const [match] = matchesSchema.parse(await json('matches?team=Mayo'));
    const base = `matches/${match?.id ?? ''}/report`;
    const charts = reportChartsSchema.parse(await json(`${base}/charts?team=Mayo`));
    expect(charts.race).toMatch(/^<svg /);
    expect(charts.shots.every((svg) => svg.startsWith('<svg '))).toBe(true);
    expect([charts.kickouts, charts.turnovers]).toEqual([null, null]);
    const pdf = await get(`${base}.pdf?team=Mayo`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mayo-v-[a-z-]+-2023-\d\d-\d\d-report\.pdf"$/,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const png = await get(`${base}.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
  });

  it('answers 404 for a match the data does not hold, and 400 for a team that did not play in it', async () => {
    const unknown = await get('matches/2023-01-01-nowhere-nobody/report');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Unknown match: 2023-01-01-nowhere-nobody' });
    const [match] = matchesSchema.parse(await json('matches?team=Galway'));
    const wrongTeam = await get(`matches/${match?.id ?? ''}/report.pdf?team=Antrim`);
    expect(wrongTeam.status).toBe(400);
    expect(((await wrongTeam.json()) as { error: string }).error).toMatch(
      /^Antrim did not play in this match: it was /,
    );
  });
});
