// The entry of an export worker thread. The server runs TypeScript through tsx, but a worker
// thread starts without the parent's loader (under `node --import tsx` and under Vitest alike),
// so it registers tsx itself before importing the task written in TypeScript.
import { getPriority, setPriority } from 'node:os';
import { workerData } from 'piscina';
import { register } from 'tsx/esm/api';

// On Linux a nice value belongs to a thread, so this lowers this export thread only, never the
// server's request thread: when the machine is busy, saves and opens are served first. Lowering
// needs no privilege; where the platform refuses, the thread keeps the server's priority.
const niceIncrement = Number(workerData?.niceIncrement ?? 0);
if (niceIncrement > 0) {
  try {
    setPriority(Math.min(19, getPriority() + niceIncrement));
  } catch {
    // Not supported here: run at the server's priority.
  }
}

register();
const { default: renderExport } = await import('./exportWorker.ts');
export default renderExport;
