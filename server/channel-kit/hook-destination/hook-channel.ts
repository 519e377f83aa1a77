import { reminderDestinations, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { Locale } from '@shared/i18n/locales';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';

/**
 * A channel whose destination is an address the user gives (ntfy, webhooks): what differs between
 * them here is the input, the config saved from it (`keep`: keys whose saved value outlives a new
 * save), what the owner may see again, what is shown once (a webhook's secret) and the test message.
 * Each such channel's folder defines its own and mounts hookDestinationModule with it.
 */
export type HookChannel<Input extends { url: string } = { url: string }> = {
  id: ReminderChannelId;
  input: z.ZodType<Input>;
  toConfig: (input: Input) => { config: Record<string, unknown>; keep: string[] };
  hasToken: (config: unknown) => boolean;
  /** What the first save answers once and never again (a webhook's signing secret). */
  shownOnce?: (config: unknown) => string | null;
  /** Sends the test message, its words in `locale` (the request's). */
  sendTest: (deps: Deps, config: unknown, locale: Locale) => Promise<void>;
};

export const defineHookChannel = <Input extends { url: string }>(hook: HookChannel<Input>) =>
  hook as unknown as HookChannel;

/** The user's row for this channel. */
export const destinationOf = (userId: string, channel: ReminderChannelId) =>
  and(eq(reminderDestinations.userId, userId), eq(reminderDestinations.channel, channel));

/** Sets the user's own switch for the channel (saving a destination turns it on, removing off). */
export async function switchChannel(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  userId: string,
  channel: ReminderChannelId,
  on: boolean,
) {
  await db
    .update(users)
    .set({
      reminderSettings: sql`jsonb_set(${users.reminderSettings}, '{channels}', coalesce(${users.reminderSettings}->'channels', '{}'::jsonb) || jsonb_build_object(${channel}::text, ${on}::boolean))`,
    })
    .where(eq(users.id, userId));
  await realtime.publish({ userId, topic: 'reminders' });
}
