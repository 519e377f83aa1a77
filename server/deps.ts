import type { Db } from '@server/db/client';
import type { Notification } from '@server/jobs/reminders/notification';
import type { Clock } from '@server/lib/clock';
import type { Providers } from '@server/providers';
import type { Realtime } from '@server/realtime/realtime';
import type { ReminderChannelId } from '@shared/reminder-channels';
import type { SQL } from 'drizzle-orm';
import type { Config } from './env';

/** What every instance has, providers aside. */
type CoreDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  realtime: Realtime;
  secrets: { botCheck: string };
  /** The reminder channels the engine delivers on (server/channels/, in their shared order). */
  channels: readonly ReminderChannel[];
  /** Each channel's client built at boot from its part of Config, by channel id (server/channel-kit/server-channel.ts). */
  channelClients: Readonly<Record<string, unknown>>;
};

/** What services need from the outside world; tests build it with a manual clock and fake providers. */
export type Deps = CoreDeps & Providers;

/**
 * A claimed delivery: its log row (notification_log for a reminder, digest_log for a digest), how
 * many times it was claimed (above 1: taken over), and when it fell due. Its id is the delivery's
 * idempotency key: the same on every resend.
 */
export type Claim = { id: string; attempts: number; dueAt: Date; log: 'reminder' | 'digest' };

/** A user's confirmed setup for a channel (its `config`), its permanent failures in a row, and its pause. */
export type Destination = { config: unknown; failures: number; pausedAt: Date | null };

/**
 * A user's confirmed destinations, read for a whole chunk of deliveries at once (readDestinations),
 * by channel: none for a channel means none is set up there. The sends of one user and channel
 * share its object, and each send's failure count and pause update it as they update the row, so a
 * later send of the chunk sees what an earlier one did.
 */
export type DestinationsRead = { readAt: number; byChannel: Map<ReminderChannelId, Destination> };

/**
 * Who a delivery goes to: the user, the phone they signed in with (SMS; none for an account made by
 * email), and their saved
 * destinations when they were read ahead with the delivery's chunk (otherwise a send reads its own).
 */
export type Recipient = { userId: string; phone: string | null; destinations?: DestinationsRead };

/**
 * One way to reach a user. The due queries ask `enabled` of each channel; the engine claims each
 * delivery exactly once and then calls `send`, which only transports the notification and throws to
 * record a failure. A claim taken over after a crash (`claim.attempts > 1`) may already have been
 * sent: what to do then is the channel's own choice.
 */
export type ReminderChannel = {
  id: ReminderChannelId;
  /** SQL on the user's row `u`: the channel is on and has somewhere to send (push: a subscription). */
  enabled: SQL;
  send: (deps: Deps, to: Recipient, claim: Claim, notification: Notification) => Promise<void>;
  /** A delivery whose temporary failures lasted the whole day: one failure towards the channel's pause. */
  gaveUp?: (deps: Deps, to: Recipient) => Promise<void>;
};
