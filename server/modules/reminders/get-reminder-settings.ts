import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { perChannel } from '@shared/reminder-channels';
import type { ReminderSettingsWithZone } from '@shared/schemas/reminders';
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
  return { ...settings, channels, timeZone };
}
