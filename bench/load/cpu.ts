import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on every common Linux). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The CPU time (ms, user + system, every thread) another process has used so far, from
 * /proc/<pid>/stat; undefined where there is no /proc. Latency on a shared machine swings twofold
 * between identical runs; the CPU a run costs the server swings less (±2 % back to back, ±10 %
 * over hours), so interleaved runs show whether a change made the work cheaper (docs/decisions.md,
 * "Saves under load, fourth session").
 */
export function processCpuMs(pid: number): number | undefined {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
