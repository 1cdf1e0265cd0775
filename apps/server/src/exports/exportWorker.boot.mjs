// The entry of an export worker thread. The server runs TypeScript through tsx, but a worker
// thread starts without the parent's loader (under `node --import tsx` and under Vitest alike),
// so it registers tsx itself before importing the task written in TypeScript.
import { register } from 'tsx/esm/api';

register();
const { default: renderExport } = await import('./exportWorker.ts');
export default renderExport;
