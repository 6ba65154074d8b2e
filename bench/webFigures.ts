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
  return unit === 'ms' ? `${Math.round(value)} ms` : String(value);
}

/** One run's value as the column of every run shows it: a frame of 49.9 ms is not one of 50. */
function eachValue(value: number, unit: Figure['unit']): string {
  if (unit === 'bytes') return (value / 1000).toFixed(1);
  return unit === 'ms' ? value.toFixed(1) : String(value);
}

/**
 * The rows of one scenario's runs (each run's figures in the same order); `met` is false when the
 * worst run of a figure with a goal exceeds it. With `eachRun`, a last column lists every run's value.
 */
export function figureRows(
  scenario: string,
  runs: ReadonlyArray<readonly Figure[]>,
  eachRun: boolean,
): { rows: Row[]; met: boolean } {
  let met = true;
  const rows = (runs[0] ?? []).map(({ figure, unit, max }, index) => {
    const values = runs.map((figures) => figures[index]?.value ?? NaN);
    const worst = Math.max(...values);
    const ok = max === undefined || worst <= max;
    met &&= ok;
    return [
      scenario,
      figure,
      formatValue(median(values), unit),
      `${formatValue(Math.min(...values), unit)} to ${formatValue(worst, unit)}`,
      max === undefined ? '' : `<= ${formatValue(max, unit)}`,
      max === undefined ? '' : ok ? 'ok' : 'MISSED',
      ...(eachRun ? [values.map((value) => eachValue(value, unit)).join(' ')] : []),
    ];
  });
  return { rows, met };
}
