/**
 * Loaded into the process `npm run bench:import` measures (`node --import`): as the process exits
 * it writes its own peak and current resident memory in kB (Linux's VmHWM and VmRSS) to
 * PAIRC_BENCH_PEAK_FILE. Read from inside at exit, the peak is exact; sampled from outside, a
 * short peak between two samples would be missed.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const target = process.env.PAIRC_BENCH_PEAK_FILE;
if (target) {
  process.on('exit', () => {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kb = (field: string) => new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 'NaN';
    writeFileSync(target, `${kb('VmHWM')} ${kb('VmRSS')}\n`);
  });
}
