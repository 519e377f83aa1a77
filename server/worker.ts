// `npm run worker`: the reminder engine without the web app. Nothing imports this file; its work
// is in run-worker.ts.
import { runWorker } from './run-worker';

await runWorker();
