import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { canonicalTimeZone } from '@shared/dates/time-zones';
import type { ReminderSettingsWithZone } from '@shared/schemas/reminders';
import { eq } from 'drizzle-orm';

export async function saveReminderSettings(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  { userId, input }: { userId: string; input: ReminderSettingsWithZone },
): Promise<ReminderSettingsWithZone> {
  const { timeZone: given, ...settings } = input;
  // Saved under its current name: 'Asia/Calcutta' (as Chromium says it) becomes 'Asia/Kolkata'.
  const timeZone = canonicalTimeZone(given);
  await db.update(users).set({ reminderSettings: settings, timeZone }).where(eq(users.id, userId));
  await realtime.publish({ userId, topic: 'reminders' });
  return { ...input, timeZone };
}
