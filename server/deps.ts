import type { Db } from './db/client';
import type { Config } from './env';
import type { Clock } from './lib/clock';
import type { Providers } from './providers';
import type { Realtime } from './realtime/realtime';

/** What every instance has, providers aside. */
export type CoreDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  realtime: Realtime;
  secrets: { botCheck: string };
};

/** What services need from the outside world; tests build it with a manual clock and fake providers. */
export type Deps = CoreDeps & Providers;
