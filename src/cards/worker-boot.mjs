// The card worker's entry when running from source (the compiled bot starts worker.js
// directly). The console, tests and development run TypeScript through tsx, and a
// worker thread starts without the parent's loader, so this plain-JS file registers tsx in the
// worker and then loads the real entry (worker.ts), named by the parent in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
