import '@shared/kept-calendars/all';
import { createChannelClients, reminderChannels } from '@server/assemble-channels';
import { openDatabase } from '@server/db/client';
import { lockDataDir } from '@server/db/data-dir-lock';
import { type Clock, systemClock } from '@server/lib/clock';
import { loadSecret } from '@server/lib/secrets';
import { createProviders, type Providers } from '@server/providers';
import { createRealtime } from '@server/realtime/realtime';
import pino from 'pino';
import type { Deps } from './deps';
import type { Config } from './env';

export type CoreOverrides = Partial<Providers> & {
  clock?: Clock;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: pino.DestinationStream;
  /** How often live sync checks that it still hears (15 s); tests shorten it. */
  listenCheckMs?: number;
};

/**
 * What the HTTP server and the worker both run on: the database (locked to this process when
 * embedded on disk), realtime, the shared secrets and the providers, as `Deps`; `close` undoes it.
 */
export async function openCore(config: Config, overrides: CoreOverrides = {}) {
  const { clock = systemClock, logStream, listenCheckMs, ...providerOverrides } = overrides;
  const embeddedOnDisk = config.databaseUrl === null;
  const unlock = embeddedOnDisk ? lockDataDir(config.dataDir) : () => {};
  try {
    const database = await openDatabase(config.databaseUrl, config.dataDir, {
      ...config.database,
      listenCheckMs,
    });
    const log = pino({ level: config.logLevel }, logStream);
    const providers = await createProviders({ config, db: database.db, log }, providerOverrides);
    const deps: Deps = {
      db: database.db,
      clock,
      config,
      realtime: await createRealtime(database),
      secrets: { botCheck: await loadSecret(database.db, 'bot_check_hmac') },
      channels: reminderChannels,
      ...providers,
      channelClients: await createChannelClients(config, {
        db: database.db,
        log,
        outbound: providers.outbound,
      }),
    };
    return {
      deps,
      database,
      log,
      async close() {
        await database.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
