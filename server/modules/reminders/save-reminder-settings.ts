import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { canonicalTimeZone } from '@shared/dates/time-zones';
import { perChannel } from '@shared/reminder-channels';
import { leadDaysOfTypes, sortLeadDays, typesOfLeadDays } from '@shared/schemas/lead-times';
import {
  DIGEST_OFF,
  type DigestSettings,
  type ReminderSettings,
  type ReminderSettingsWithZone,
} from '@shared/schemas/reminders';
import { eq, sql } from 'drizzle-orm';

/**
 * Saves the settings. Lead times, when given, decide the spec's `types` (7, 1 and 0 days); a client
 * that sends only `types` sets the lead times to those. The users table's trigger rewrites the
 * reminder days of every birthday that follows the defaults in the same statement.
 */
export async function saveReminderSettings(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  { userId, input }: { userId: string; input: ReminderSettingsWithZone },
): Promise<ReminderSettingsWithZone> {
  const { timeZone: given, ...rest } = input;
  const leadDays = rest.leadDays ? sortLeadDays(rest.leadDays) : leadDaysOfTypes(rest.types);
  const settings = { ...rest, leadDays, types: typesOfLeadDays(leadDays) };
  // Saved under its current name: 'Asia/Calcutta' (as Chromium says it) becomes 'Asia/Kolkata'.
  const timeZone = canonicalTimeZone(given);
  // A client that knows fewer channels (an app loaded before one was added) keeps the flags it does
  // not send as they were, in the same statement.
  const withChannels = sql`jsonb_set(${JSON.stringify(settings)}::jsonb, '{channels}', coalesce(${users.reminderSettings}->'channels', '{}'::jsonb) || ${JSON.stringify(settings.channels)}::jsonb)`;
  // A client that knows nothing of the digest (no `digest` sent) keeps the one saved, likewise.
  const reminderSettings = settings.digest
    ? withChannels
    : sql`${withChannels} || CASE WHEN ${users.reminderSettings} ? 'digest' THEN jsonb_build_object('digest', ${users.reminderSettings}->'digest') ELSE '{}'::jsonb END`;
  const [saved] = await db
    .update(users)
    .set({ reminderSettings, timeZone })
    .where(eq(users.id, userId))
    .returning({
      digest: sql<DigestSettings | null>`${users.reminderSettings}->'digest'`,
      channels: sql<ReminderSettings['channels']>`${users.reminderSettings}->'channels'`,
    });
  await realtime.publish({ userId, topic: 'reminders' });
  const channels = { ...perChannel(() => false), ...saved?.channels };
  return { ...settings, channels, digest: saved?.digest ?? DIGEST_OFF, timeZone };
}
