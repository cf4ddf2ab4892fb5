// Entry of a worker thread that runs TypeScript: registers tsx's loader in this thread, then imports the module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
