import { DataDirLockedError } from './db/data-dir-lock';
import { ConfigError, loadConfig } from './env';
import { startReminderEngine } from './jobs/reminders/reminder-engine';
import { startServer } from './server';

const STOP_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  await server.app.listen({ port: config.port, host: config.host });
  const stopReminders = config.reminders ? startReminderEngine(server.deps, server.app.log) : async () => {};
  const where = config.databaseUrl ? server.database.kind : `embedded PGlite in ${config.dataDir}`;
  const reminders = config.reminders ? 'on' : 'off';
  const ai = config.ai.kind === 'openai' ? `${config.ai.model} at ${config.ai.baseUrl}` : 'offline';
  process.stdout.write(
    `Cakeday is running at ${config.publicUrl} (database: ${where}, SMS: ${config.sms.kind}, reminders: ${reminders}, AI: ${ai})\n`,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Open event streams are ended by close(); this only guards against a stuck request or tick.
    // The DATA_DIR lock names this pid, so the next server takes it over once we are gone.
    setTimeout(() => {
      process.stderr.write('Cakeday did not stop within 10 s; exiting anyway.\n');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    try {
      await stopReminders();
      await server.close();
    } catch (err) {
      process.stderr.write(
        `Cakeday stopped with an error: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  // Configuration and lock problems are the user's to fix: one clear line, no stack.
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Cakeday failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
