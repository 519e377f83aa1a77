import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { perChannel } from '@shared/reminder-channels';
import { leadDaysOfTypes } from '@shared/schemas/lead-times';
import { DIGEST_OFF, type ReminderSettingsWithZone } from '@shared/schemas/reminders';
import { eq } from 'drizzle-orm';

export async function getReminderSettings(
  { db }: Pick<Deps, 'db'>,
  { userId }: { userId: string },
): Promise<ReminderSettingsWithZone> {
  const [row] = await db
    .select({ settings: users.reminderSettings, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  const { settings, timeZone } = row!;
  // Settings saved before a channel was added lack its flag: it is off until the user turns it on.
  const channels = { ...perChannel(() => false), ...settings.channels };
  // Saved before lead times: the spec's types say which of 7, 1 and 0 days are on.
  const leadDays = settings.leadDays ?? leadDaysOfTypes(settings.types);
  return { ...settings, channels, leadDays, digest: settings.digest ?? DIGEST_OFF, timeZone };
}
