import { figureRows } from './webFigures';
import type { Figure } from './webKit';

/** bench/webFigures.ts: the table bench:web prints and the verdict it exits with. */

const frame = (value: number): Figure => ({ figure: 'longest frame', value, unit: 'ms', max: 50 });
const layers = (value: number): Figure => ({ figure: 'layers', value, unit: 'count' });

describe("bench:web's figures", () => {
  it('give the median and the range of the runs, and judge the goal on the worst', () => {
    const runs = [33.4, 16.8, 50, 33.3, 16.7].map((value) => [frame(value), layers(value > 20 ? 7 : 6)]);
    expect(figureRows('capture', runs, false)).toEqual({
      rows: [
        ['capture', 'longest frame', '33 ms', '17 ms to 50 ms', '<= 50 ms', 'ok'],
        ['capture', 'layers', '7', '6 to 7', '', ''],
      ],
      met: true,
    });
  });

  it('miss the goal when a single run exceeds it, whatever the median', () => {
    const { rows, met } = figureRows('capture', [[frame(17)], [frame(50.1)], [frame(17)]], false);
    expect(met).toBe(false);
    expect(rows[0]?.slice(2)).toEqual(['17 ms', '17 ms to 50 ms', '<= 50 ms', 'MISSED']);
  });

  it("list every run's value in the order they ran, to a tenth of a millisecond, when asked", () => {
    const bytes: Figure = { figure: 'JavaScript', value: 249_612, unit: 'bytes', max: 250_000 };
    const { rows } = figureRows(
      'capture',
      [
        [frame(49.94), bytes],
        [frame(16.8), bytes],
      ],
      true,
    );
    expect(rows.map((row) => row.at(-1))).toEqual(['49.9 16.8', '249.6 249.6']);
  });
});
