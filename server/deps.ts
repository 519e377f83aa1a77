import type { Db } from './db/client';
import type { Config } from './env';
import type { Clock } from './lib/clock';
import type { Realtime } from './realtime/realtime';
import type { AiProvider } from './providers/ai';
import type { PushProvider } from './providers/push';
import type { SmsProvider } from './providers/sms';

/** What services need from the outside world; tests build it with a manual clock and fake providers. */
export type Deps = {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  push: PushProvider;
  ai: AiProvider;
  realtime: Realtime;
  config: Config;
  secrets: { botCheck: string };
};
