// The entry of the page worker thread (pageWorker.ts). A worker thread starts without its
// parent's TypeScript loader (under `node --import tsx` and under Vitest alike), so it registers
// tsx itself before importing the thread's code, as the server's export workers do.
import { register } from 'tsx/esm/api';

register();
await import('./pageWorker.thread.ts');
