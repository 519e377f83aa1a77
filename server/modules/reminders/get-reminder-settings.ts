import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
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
  return { ...row!.settings, timeZone: row!.timeZone };
}
