// `npm run serve` (and `npm start` after its build): the web server. Nothing imports this file;
// its work is in run-server.ts.
import { runServer } from './run-server';

await runServer();
