/**
 * bench:web's table: a row per figure of a scenario with its median and range over the runs, the
 * goal judged on the worst run, and, when asked, every run's value in the order they ran. The
 * median hides the one run in twenty that reaches a goal's edge, and telling a change to such a
 * rare frame from the machine's noise takes a hundred runs or more of each build
 * (docs/performance.md#sorted-once).
 */
import type { Figure } from './webKit';
import { median } from './stats';

export type Row = string[];

function formatValue(value: number, unit: Figure['unit']): string {
  if (unit === 'bytes') return `${(value / 1000).toFixed(1)} kB`;
  return unit === 'ms' || unit === 'frame' ? `${Math.round(value)} ms` : String(value);
}

/** The display's refresh interval at 60 Hz, as Chromium's headless compositor draws. */
const REFRESH_MS = 1000 / 60;

/**
 * Whether a run's value meets its goal. A frame lasts a whole number of refresh intervals, which its
 * timestamps put a tenth of a millisecond either side: a frame of three (49.9 to 50.1 ms) is not one
 * under 50 ms, whichever side it falls, so a frame is judged by the intervals it spans.
 */
function meets(value: number, unit: Figure['unit'], under: number): boolean {
  return unit === 'frame' ? Math.round(value / REFRESH_MS) < under / REFRESH_MS : value < under;
}

/** One run's value as the column of every run shows it: a frame of 49.9 ms is not one of 50. */
function eachValue(value: number, unit: Figure['unit']): string {
  if (unit === 'bytes') return (value / 1000).toFixed(1);
  return unit === 'ms' || unit === 'frame' ? value.toFixed(1) : String(value);
}

/**
 * The rows of one scenario's runs (each run's figures in the same order); `met` is false when the
 * worst run of a figure with a goal does not meet it. With `eachRun`, a last column lists every run's value.
 */
export function figureRows(
  scenario: string,
  runs: ReadonlyArray<readonly Figure[]>,
  eachRun: boolean,
): { rows: Row[]; met: boolean } {
  let met = true;
  const rows = (runs[0] ?? []).map(({ figure, unit, under }, index) => {
    const values = runs.map((figures) => figures[index]?.value ?? NaN);
    const worst = Math.max(...values);
    const ok = under === undefined || meets(worst, unit, under);
    met &&= ok;
    return [
      scenario,
      figure,
      formatValue(median(values), unit),
      `${formatValue(Math.min(...values), unit)} to ${formatValue(worst, unit)}`,
      under === undefined ? '' : `< ${formatValue(under, unit)}`,
      under === undefined ? '' : ok ? 'ok' : 'MISSED',
      ...(eachRun ? [values.map((value) => eachValue(value, unit)).join(' ')] : []),
    ];
  });
  return { rows, met };
}
