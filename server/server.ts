import { buildApp } from './app';
import { type CoreOverrides, openCore } from './core';
import type { Config } from './env';

/** Opens the core (database, providers, realtime) and builds the HTTP app on it; `close` undoes all of it. */
export async function startServer(config: Config, overrides: CoreOverrides = {}) {
  const core = await openCore(config, overrides);
  try {
    const app = await buildApp({ deps: core.deps, databaseKind: core.database.kind, logger: core.log });
    return {
      app,
      deps: core.deps,
      database: core.database,
      log: core.log,
      async close() {
        await app.close();
        await app.handlersDrained();
        await core.close();
      },
    };
  } catch (err) {
    await core.close();
    throw err;
  }
}
