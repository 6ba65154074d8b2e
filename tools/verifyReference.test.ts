import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyticsFor } from '../server/src/analytics/datasetAnalytics';
import { normaliseTable } from '../server/src/data/import/normalise';
import { tableFromJson } from '../server/src/data/import/rawTable';
import { cleanRows, writeJson } from '../server/src/testKit/rows';
import { formatVerifyResult, verifyReference } from './verifyReference';

describe('verifyReference', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pairc-verify-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function run(alter: (players: Record<string, unknown>[]) => void) {
    const rows = cleanRows();
    const shotsFile = path.join(dir, 'shots.json');
    await writeJson(shotsFile, rows);
    const shots = normaliseTable(tableFromJson(JSON.stringify(rows))).shots;
    const players = analyticsFor({ version: 'test', shots })
      .players()
      .map((record) => ({ ...record })) as Record<string, unknown>[];
    alter(players);
    const playersFile = path.join(dir, 'players.json');
    writeFileSync(playersFile, JSON.stringify(players));
    return verifyReference(shotsFile, playersFile);
  }

  const playerDiffs = (result: Awaited<ReturnType<typeof run>>) =>
    result.mismatches.filter((entry) => !entry.label.includes('original xPoints') && entry.label.includes('('));

  it('finds every player figure equal when the players file agrees', async () => {
    const result = await run(() => undefined);
    expect(playerDiffs(result)).toEqual([]);
  });

  it('flags a player whose published count differs, naming the field', async () => {
    const result = await run((players) => {
      const first = players[0];
      if (first) first.Shots = Number(first.Shots) + 1;
    });
    expect(playerDiffs(result)).toEqual([expect.objectContaining({ label: expect.stringMatching(/ Shots$/) })]);
    expect(formatVerifyResult(result)).toMatch(/DIFF .* Shots/);
    // This small file is not the 2023 season, so the published season figures differ too.
    expect(result.mismatches.length).toBeGreaterThan(1);
  });
});
