import { DataDirLockedError } from '@server/db/data-dir-lock';
import { ConfigError } from '@server/env';

const STOP_TIMEOUT_MS = 10_000;

/**
 * Runs a long-lived process (the server, the worker): `start` brings it up and returns how to stop
 * it, which SIGINT and SIGTERM then do. A start that fails prints one line and exits with 1.
 */
export async function runProcess(failedToStart: string, start: () => Promise<() => Promise<void>>) {
  let stop: () => Promise<void>;
  try {
    stop = await start();
  } catch (err) {
    // Configuration and lock problems are the user's to fix: one clear line, no stack.
    if (err instanceof ConfigError || err instanceof DataDirLockedError) {
      process.stderr.write(`${err.message}\n`);
    } else {
      process.stderr.write(
        `${failedToStart}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
    }
    process.exit(1);
  }

  let stopping = false;
  const onSignal = async () => {
    if (stopping) return;
    stopping = true;
    // Open event streams are ended by close(); this only guards against a stuck request or tick.
    // The DATA_DIR lock names this pid, so the next server takes it over once we are gone.
    setTimeout(() => {
      process.stderr.write('Cakeday did not stop within 10 s; exiting anyway.\n');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    try {
      await stop();
    } catch (err) {
      process.stderr.write(
        `Cakeday stopped with an error: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
