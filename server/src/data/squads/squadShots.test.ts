import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ShotEvent, SquadMatch } from '../../../../contract/squad';
import { computeAnalytics, type ResolvedFilter } from '../../analytics/datasetAnalytics';
import { fitShotModels } from '../../analytics/expectedPoints';
import type { Shot } from '../../analytics/shot';
import { sampleSeasonShots, SAMPLE_SEED } from '../../testKit/shots';
import { squadStateOf } from '../../testKit/squads';
import { ACTIONS } from '../import/actions';
import { readShotFile } from '../import/importFile';
import { squadShotsCsv } from './squadExport';
import { bundleOfShots } from './squadImport';
import { actionOf, eventFieldsOfShot, outcomeOfAction, shotOfEvent, shotsOfSquad } from './squadShots';

const MATCH: SquadMatch = {
  date: '2025-06-01',
  opponent: 'Oughterard',
  competition: 'Galway SFC Round 1',
  venue: 'Clifden',
  halfLength: 30,
  firstHalfAttack: 'left',
  panel: [],
  opponentPanel: [],
  status: 'final',
  source: 'capture',
  createdAt: '2025-06-01T10:00:00.000Z',
  createdBy: 'analyst',
};

const shotEvent = (fields: Partial<ShotEvent>): ShotEvent => ({
  kind: 'shot',
  side: 'us',
  half: 1,
  clock: 125,
  videoTime: null,
  x: 120,
  y: 30,
  recordedBy: 'analyst',
  recordedAt: '2025-06-01T10:00:00.000Z',
  player: { playerId: 'p7', name: null, number: null },
  outcome: 'point',
  shotKind: 'play',
  goalAttempt: false,
  pressure: 'heavy',
  foot: 'left',
  touched: null,
  points: null,
  ...fields,
});

const ROSTER = new Map([
  ['p7', { name: 'Seán Ó Sé', number: 7, position: 'forward' as const, preferredFoot: 'left' as const }],
]);

/** What a shot is to the figures, whatever its match is called inside. */
const figuresOf = (shot: Shot): Omit<Shot, 'matchId'> => {
  const copy: Partial<Shot> = { ...shot };
  delete copy.matchId;
  return copy as Omit<Shot, 'matchId'>;
};

describe('a shot event as the analytics see it', () => {
  it("is our team's shot, its player from the roster, its minute from the half's clock", () => {
    const shot = shotOfEvent(shotEvent({}), MATCH, 'm1', 'Clifden', ROSTER);
    expect(shot).toMatchObject({
      team: 'Clifden',
      opposition: 'Oughterard',
      date: '2025-06-01',
      game: 'Galway SFC Round 1',
      half: 1,
      minute: 2,
      action: 'point',
      outcome: 'score',
      value: 1,
      playerName: 'Seán Ó Sé',
      playerNumber: 7,
      position: 'forward',
      pressure: true,
      standX: 120,
      standY: 30,
    });
  });

  it('is placed at the end the team attacked: ours attack left in the first half here, right in the second', () => {
    expect(shotOfEvent(shotEvent({ half: 1 }), MATCH, 'm1', 'Clifden', ROSTER)).toMatchObject({ x: 25, y: 58 });
    expect(shotOfEvent(shotEvent({ half: 2 }), MATCH, 'm1', 'Clifden', ROSTER)).toMatchObject({ x: 120, y: 30 });
    expect(shotOfEvent(shotEvent({ half: 1, side: 'them' }), MATCH, 'm1', 'Clifden', ROSTER)).toMatchObject({
      team: 'Oughterard',
      x: 120,
    });
  });

  it('counts extra time with the second half, its minutes after both halves of normal time', () => {
    const shot = shotOfEvent(shotEvent({ half: 4, clock: 90 }), MATCH, 'm1', 'Clifden', ROSTER);
    expect(shot).toMatchObject({ half: 2, minute: 71 });
  });

  it('values a kicked point from outside the 40 m arc at two from 2025, and a recorded value over the rules', () => {
    expect(shotOfEvent(shotEvent({ x: 100, y: 44 }), MATCH, 'm1', 'Clifden', ROSTER).value).toBe(2);
    expect(shotOfEvent(shotEvent({ x: 100, y: 44, points: 1 }), MATCH, 'm1', 'Clifden', ROSTER).value).toBe(1);
    expect(shotOfEvent(shotEvent({ x: 100, y: 44, outcome: 'wide' }), MATCH, 'm1', 'Clifden', ROSTER).value).toBe(0);
  });

  it('takes a sideline kick for a free, and a goal attempt over the bar for a point that was a goal attempt', () => {
    expect(shotOfEvent(shotEvent({ shotKind: 'sideline' }), MATCH, 'm1', 'Clifden', ROSTER)).toMatchObject({
      shotType: 'free',
      action: 'free',
    });
    expect(shotOfEvent(shotEvent({ goalAttempt: true }), MATCH, 'm1', 'Clifden', ROSTER)).toMatchObject({
      goalAttempt: true,
      outcome: 'score',
      value: 1,
    });
    expect(actionOf({ outcome: 'saved', shotKind: 'play', goalAttempt: true })).toBe('goal miss');
    expect(actionOf({ outcome: 'blocked', shotKind: 'mark', goalAttempt: false })).toBe('offensive mark short');
  });
});

describe('the 2023 vocabulary and shot events', () => {
  it('every action of a 2023 file reads back as the same action, outcome, kind and goal attempt', () => {
    for (const [action, meaning] of ACTIONS) {
      const outcome = outcomeOfAction(action);
      const back = actionOf({ outcome, shotKind: meaning.shotType, goalAttempt: meaning.goalAttempt });
      expect({ action, back, scored: outcome === 'goal' || outcome === 'point' }).toEqual({
        action,
        back: action,
        scored: meaning.outcome === 'score',
      });
    }
  });
});

const season = sampleSeasonShots(SAMPLE_SEED);
const author = { uid: 'analyst', at: '2025-01-01T00:00:00.000Z' };

describe("a 2023 file's rows in a squad", () => {
  const { bundle, otherMatches } = bundleOfShots(season, { name: 'Galway Seniors', team: 'Galway' }, new Map(), author);
  const state = squadStateOf(bundle);
  const galwayShots = season.filter((shot) => shot.team === 'Galway' || shot.opposition === 'Galway');

  it("holds the squad's team's matches, both teams' shots, and counts the rest as other matches", () => {
    expect(bundle.matches.map((match) => match.opponent)).toEqual(['Westmeath', 'Louth']);
    expect(bundle.matches.flatMap((match) => match.events)).toHaveLength(galwayShots.length);
    expect(otherMatches.reduce((sum, match) => sum + match.rows, 0)).toBe(season.length - galwayShots.length);
    expect(bundle.players.map((player) => player.name).sort()).toEqual(
      [...new Set(galwayShots.filter((shot) => shot.team === 'Galway').map((shot) => shot.playerName))].sort(),
    );
  });

  it('gives the analytics the shots the importer read, match by match in the order of the file', () => {
    // The distance is worked out again from the place (the file's own, kept by the importer, is
    // rounded to the centimetre), and a raw x is drawn from the side's attacking end.
    const comparable = (shot: Shot) => {
      const copy: Partial<Shot> = { ...figuresOf(shot) };
      delete copy.distance;
      delete copy.x;
      delete copy.y;
      return copy;
    };
    const squadShots = shotsOfSquad(state, 'Galway');
    expect(squadShots.map(comparable)).toEqual(galwayShots.map(comparable));
    squadShots.forEach((shot, row) =>
      expect(Math.abs(shot.distance - (galwayShots[row]?.distance ?? 0))).toBeLessThan(0.05),
    );
  });

  it('exports a CSV that imports back to the same shots, and so the same figures', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairc-squad-csv-'));
    try {
      const file = path.join(dir, 'squad.csv');
      fs.writeFileSync(file, squadShotsCsv(state));
      const read = await readShotFile(file);
      expect(read.issues).toEqual([]);
      const again = squadStateOf(bundleOfShots(read.shots, bundle.squad, new Map(), author).bundle, 'squad-2');
      const before = shotsOfSquad(state, 'Galway');
      const after = shotsOfSquad(again, 'Galway');
      expect(after.map(figuresOf)).toEqual(before.map(figuresOf));
      const models = fitShotModels(season);
      const scoredBy = { models, version: 'public', shots: season.length, matches: 24 };
      const figures = (shots: Shot[]) => {
        const analytics = computeAnalytics({ version: 'v', shots, scoredBy });
        const all = analytics.resolve(
          { match: [], half: null, period: null, shotType: null, pressure: null, player: null, season: null },
          'Galway',
        ) as ResolvedFilter;
        return {
          zone: analytics.scoringZone('Galway', all),
          players: analytics.players(all, 'Galway'),
          matches: analytics.matches('Galway', all),
        };
      };
      expect(figures(after)).toEqual(figures(before));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps an imported row whole as a shot event: pressure as some, the value as recorded', () => {
    const shot = galwayShots.find((one) => one.pressure === true && one.outcome === 'score');
    if (!shot) throw new Error('the sample has a scored shot under pressure');
    expect(eventFieldsOfShot(shot, 'Galway', null)).toMatchObject({
      pressure: 'some',
      points: shot.value,
      x: shot.standX,
      y: shot.standY,
    });
  });
});
