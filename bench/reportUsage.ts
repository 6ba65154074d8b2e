/**
 * Loaded into the process `npm run bench:import` measures (`node --import`): as the process exits
 * it writes its peak and current resident memory in kB (Linux's VmHWM and VmRSS) and the CPU time
 * it used in ms to PAIRC_BENCH_USAGE_FILE. Read from inside at exit, the peak is exact (sampled
 * from outside, a short peak between two samples would be missed), and CPU time, unlike the wall
 * clock, does not count time spent waiting for a core on a shared machine.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const target = process.env.PAIRC_BENCH_USAGE_FILE;
if (target) {
  process.on('exit', () => {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kb = (field: string) => new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 'NaN';
    const cpu = process.cpuUsage();
    writeFileSync(target, `${kb('VmHWM')} ${kb('VmRSS')} ${(cpu.user + cpu.system) / 1000}\n`);
  });
}
