import { figureRows } from './webFigures';
import type { Figure } from './webKit';

/** bench/webFigures.ts: the table bench:web prints and the verdict it exits with. */

const frame = (value: number): Figure => ({ figure: 'longest frame', value, unit: 'frame', under: 50 });
const tap = (value: number): Figure => ({ figure: 'tap', value, unit: 'ms', under: 50 });
const layers = (value: number): Figure => ({ figure: 'layers', value, unit: 'count' });

describe("bench:web's figures", () => {
  it('give the median and the range of the runs, and judge the goal on the worst', () => {
    const runs = [33.4, 16.8, 33.5, 33.3, 16.7].map((value) => [frame(value), layers(value > 20 ? 7 : 6)]);
    expect(figureRows('capture', runs, false)).toEqual({
      rows: [
        ['capture', 'longest frame', '33 ms', '17 ms to 34 ms', '< 50 ms', 'ok'],
        ['capture', 'layers', '7', '6 to 7', '', ''],
      ],
      met: true,
    });
  });

  it('miss the goal when a single run does, whatever the median', () => {
    const { rows, met } = figureRows('capture', [[frame(17)], [frame(66.7)], [frame(17)]], false);
    expect(met).toBe(false);
    expect(rows[0]?.slice(2)).toEqual(['17 ms', '17 ms to 67 ms', '< 50 ms', 'MISSED']);
  });

  it('count a frame of three refresh intervals as 50 ms, not under it, whichever side its timestamps put it', () => {
    for (const value of [49.9, 50, 50.1]) expect(figureRows('capture', [[frame(value)]], false).met).toBe(false);
    expect(figureRows('capture', [[frame(33.5)]], false).met).toBe(true);
  });

  it('judge a time that is not a frame by its value: under the goal, not at it', () => {
    expect(figureRows('capture', [[tap(49.9)]], false).met).toBe(true);
    expect(figureRows('capture', [[tap(50)]], false).met).toBe(false);
  });

  it("list every run's value in the order they ran, to a tenth of a millisecond, when asked", () => {
    const bytes: Figure = { figure: 'JavaScript', value: 249_612, unit: 'bytes', under: 250_000 };
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
