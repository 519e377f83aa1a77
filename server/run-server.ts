import { startJobs } from '@server/jobs/job';
import { runProcess } from '@server/lib/run-process';
import { jobContext, jobs } from '@server/modules';
import { loadConfig } from './config';
import { startServer } from './server';

/** The web server (`npm start`, `npm run serve`): the HTTP app, and every module's jobs unless REMINDERS=off. */
export function runServer() {
  return runProcess('Cakeday failed to start', async () => {
    const config = loadConfig();
    const server = await startServer(config);
    await server.app.listen({ port: config.port, host: config.host });
    const stopJobs = config.reminders ? startJobs(jobs, server.deps, server.log, jobContext) : async () => {};
    const where = config.databaseUrl ? server.database.kind : `embedded PGlite in ${config.dataDir}`;
    const reminders = config.reminders ? 'on' : 'off';
    const ai = config.ai.kind === 'openai' ? `${config.ai.model} at ${config.ai.baseUrl}` : 'offline';
    process.stdout.write(
      `Cakeday is running at ${config.publicUrl} (database: ${where}, SMS: ${config.sms.kind}, reminders: ${reminders}, AI: ${ai})\n`,
    );
    return async () => {
      await stopJobs();
      await server.close();
    };
  });
}
