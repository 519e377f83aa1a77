// `npm run worker`: the reminder engine alone, for deployments that run it apart from the web
// servers (set REMINDERS=off on those). Any number may run on one PostgreSQL: deliveries are claimed.
import { DataDirLockedError } from './db/data-dir-lock';
import { ConfigError, loadConfig } from './env';
import { startReminderEngine } from './jobs/reminders/reminder-engine';
import { startServer } from './server';

try {
  const config = loadConfig();
  const server = await startServer(config);
  const stop = startReminderEngine(server.deps, server.app.log);
  process.stdout.write(`Cakeday reminder worker is running (database: ${server.database.kind})\n`);
  const shutdown = async () => {
    await stop();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (err) {
  const known = err instanceof ConfigError || err instanceof DataDirLockedError;
  process.stderr.write(
    `${known ? (err as Error).message : `Cakeday worker failed to start: ${String(err)}`}\n`,
  );
  process.exit(1);
}
