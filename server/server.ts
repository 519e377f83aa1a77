import pino from 'pino';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import type { Deps } from './deps';
import type { Config } from './env';
import { type Clock, systemClock } from './lib/clock';
import { loadSecret } from './lib/secrets';
import { createRealtime } from './realtime/realtime';
import { type AiProvider, createAiProvider } from './providers/ai';
import { createPushProvider, type PushProvider } from './providers/push';
import { createSmsProvider, type SmsProvider } from './providers/sms';

type Overrides = {
  clock?: Clock;
  sms?: SmsProvider;
  push?: PushProvider;
  ai?: AiProvider;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: pino.DestinationStream;
};

/** Opens the database, wires the providers and builds the HTTP app; `close` undoes all of it. */
export async function startServer(config: Config, overrides: Overrides = {}) {
  const embeddedOnDisk = config.databaseUrl === null;
  const unlock = embeddedOnDisk ? lockDataDir(config.dataDir) : () => {};
  try {
    const database = await openDatabase(config.databaseUrl, config.dataDir);
    const logger = pino({ level: config.logLevel }, overrides.logStream);
    const deps: Deps = {
      db: database.db,
      clock: overrides.clock ?? systemClock,
      sms: overrides.sms ?? createSmsProvider(config.sms, config.smsLimits.countries),
      push: overrides.push ?? (await createPushProvider(database.db, config.vapid)),
      ai: overrides.ai ?? createAiProvider(config.ai, (message) => logger.warn(message)),
      realtime: await createRealtime(database),
      config,
      secrets: { botCheck: await loadSecret(database.db, 'bot_check_hmac') },
    };
    const app = await buildApp({ deps, databaseKind: database.kind, logger });
    return {
      app,
      deps,
      database,
      async close() {
        await app.close();
        await app.handlersDrained();
        await database.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
