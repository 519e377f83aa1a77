import { startJobs } from '@server/jobs/job';
import { runProcess } from '@server/lib/run-process';
import { jobContext, jobs } from '@server/modules';
import { loadConfig } from './config';
import { type CoreOverrides, openCore } from './core';
import type { Config } from './env';

/** Every module's jobs on the core alone: no HTTP app is built. `close` stops the jobs, then the core. */
async function startWorker(config: Config, overrides: CoreOverrides = {}) {
  const core = await openCore(config, overrides);
  const stopJobs = startJobs(jobs, core.deps, core.log, jobContext);
  return {
    ...core,
    async close() {
      await stopJobs();
      await core.close();
    },
  };
}

/**
 * The reminder engine alone (`npm run worker`), for deployments that run it apart from the web
 * servers (set REMINDERS=off on those). Any number may run on one PostgreSQL: deliveries are claimed.
 */
export function runWorker() {
  return runProcess('Cakeday worker failed to start', async () => {
    const worker = await startWorker(loadConfig());
    process.stdout.write(`Cakeday reminder worker is running (database: ${worker.database.kind})\n`);
    return worker.close;
  });
}
