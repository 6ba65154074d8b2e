import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seasonOfDate } from '../../../../contract/scoring';
import type { Shot } from '../../analytics/shot';
import { isTwoPointAttempt } from '../../analytics/shotFeatures';
import { readShotFile, type ReadShotFile } from '../import/importFile';
import { generateTwoPointSeason, twoPointSeasonCsv } from './sampleTwoPoint';

describe('the two-point sample season', () => {
  const rows = generateTwoPointSeason(2025, '2025');
  let imported: ReadShotFile;
  let shots: Shot[];
  let attempts: Shot[];
  let matches: number;
  beforeAll(async () => {
    // Through a CSV file, as `npm run sample:2025` writes it and `npm run import` reads it.
    const dir = mkdtempSync(path.join(tmpdir(), 'pairc-two-point-'));
    try {
      const file = path.join(dir, 'season-2025.csv');
      writeFileSync(file, twoPointSeasonCsv(rows));
      imported = await readShotFile(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    shots = [...imported.shots];
    attempts = shots.filter(isTwoPointAttempt);
    matches = new Set(shots.map((shot) => shot.matchId)).size;
  });

  it('is read by the importer without a single row to report', () => {
    expect(imported.issues).toEqual([]);
    expect(imported.imported).toBe(rows.length);
    expect(new Set(shots.map((shot) => seasonOfDate(shot.date)))).toEqual(new Set(['2025']));
  });

  it('has about 12 two-point attempts a game, about 43% of them scored', () => {
    expect(attempts.length / matches).toBeGreaterThan(11);
    expect(attempts.length / matches).toBeLessThan(13);
    const converted = attempts.filter((shot) => shot.outcome === 'score').length / attempts.length;
    expect(Math.abs(converted - 0.43)).toBeLessThan(0.01);
  });

  it('records two-pointers as two, and a touched one as one in 2025 and two in 2026', () => {
    const scored = attempts.filter((shot) => shot.outcome === 'score');
    expect(scored.filter((shot) => shot.touched).every((shot) => shot.value === 1)).toBe(true);
    expect(scored.filter((shot) => !shot.touched).every((shot) => shot.value === 2)).toBe(true);
    expect(scored.some((shot) => shot.touched)).toBe(true);
    const later = generateTwoPointSeason(2025, '2026');
    expect(later.filter((row) => row.Touched === 'y').every((row) => row.Points === 2)).toBe(true);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(generateTwoPointSeason(2025, '2025')).toEqual(rows);
    expect(generateTwoPointSeason(7, '2025')).not.toEqual(rows);
  });
});
