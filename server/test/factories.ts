import type { Reminder } from '../../shared/schemas/birthday';
import { defaultReminders } from '../../shared/schemas/birthday';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../shared/schemas/reminders';
import type { Db } from '../db/client';
import { birthdays, users } from '../db/schema';
import { newId, newUserId } from '../lib/ids';

let phoneCounter = 0;

/** A signed-up user, straight into the database (for engine tests that need many). */
export async function buildUser(
  db: Db,
  { timeZone = 'UTC', settings = {} }: { timeZone?: string; settings?: Partial<ReminderSettings> } = {},
) {
  phoneCounter += 1;
  const [user] = await db
    .insert(users)
    .values({
      id: newUserId(),
      // 555-01XX numbers across real area codes: valid, and never a real person's.
      phone: `+1${200 + Math.floor(phoneCounter / 100)}55501${String(phoneCounter % 100).padStart(2, '0')}`,
      timeZone,
      reminderSettings: { ...DEFAULT_REMINDER_SETTINGS, ...settings },
    })
    .returning();
  return user!;
}

type BirthdaySpec = {
  userId: string;
  name?: string;
  month: number;
  day: number;
  year?: number | null;
  reminders?: Reminder[];
};

export function birthdayRow({
  userId,
  name,
  month,
  day,
  year = null,
  reminders = defaultReminders(),
}: BirthdaySpec) {
  const id = newId();
  return {
    id,
    userId,
    name: name ?? `Person ${id.slice(0, 6)}`,
    month,
    day,
    year,
    category: 'friends',
    reminders,
  };
}

export async function buildBirthday(db: Db, spec: BirthdaySpec) {
  const [row] = await db.insert(birthdays).values(birthdayRow(spec)).returning();
  return row!;
}
