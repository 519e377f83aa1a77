import { eq } from 'drizzle-orm';
import type { ReminderSettingsWithZone } from '../../../shared/schemas/reminders';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';

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
