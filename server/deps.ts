import type { Db } from '@server/db/client';
import type { ReminderChannel } from '@server/jobs/reminders/channels/channel';
import type { Clock } from '@server/lib/clock';
import type { Providers } from '@server/providers';
import type { Realtime } from '@server/realtime/realtime';
import type { Config } from './env';

/** What every instance has, providers aside. */
type CoreDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  realtime: Realtime;
  secrets: { botCheck: string };
  /** The reminder channels the engine delivers on (server/channels.ts). */
  channels: readonly ReminderChannel[];
};

/** What services need from the outside world; tests build it with a manual clock and fake providers. */
export type Deps = CoreDeps & Providers;
