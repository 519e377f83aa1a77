import type { Db } from '@server/db/client';
import { birthdays, users } from '@server/db/schema';
import { newId, newUserId } from '@server/lib/ids';
import { DEFAULT_REMINDER_SETTINGS } from '@shared/constants';
import type { CalendarId } from '@shared/kept-calendars';
import type { Reminder } from '@shared/schemas/birthday';
import { defaultReminders } from '@shared/schemas/birthday';
import { leadDaysOfReminders, remindersOfLeadDays } from '@shared/schemas/lead-times';
import type { ReminderSettings } from '@shared/schemas/reminders';

let phoneCounter = 0;
// Area codes in service (libphonenumber's full metadata knows the rest are not), one per 100 users.
const AREA_CODES = [201, 202, 203, 205, 206, 207, 208, 209, 210, 212, 213, 214, 215, 216, 217, 218, 219];

/** A signed-up user, straight into the database (for engine tests that need many). */
export async function buildUser(
  db: Db,
  { timeZone = 'UTC', settings = {} }: { timeZone?: string; settings?: Partial<ReminderSettings> } = {},
) {
  phoneCounter += 1;
  // 555-01XX numbers across real area codes: valid, and never a real person's.
  const phone = `+1${AREA_CODES[Math.floor(phoneCounter / 100) % AREA_CODES.length]}55501${String(phoneCounter % 100).padStart(2, '0')}`;
  const [user] = await db
    .insert(users)
    .values({
      id: newUserId(),
      phone,
      timeZone,
      reminderSettings: { ...DEFAULT_REMINDER_SETTINGS, ...settings },
    })
    .returning();
  // A user built here always has a phone (users.phone may be null: an account made by email).
  return { ...user!, phone };
}

type BirthdaySpec = {
  userId: string;
  name?: string;
  /** The calendar the date is kept in (month, leap, day and year are its own); Gregorian left out. */
  calendar?: CalendarId;
  month: number;
  leap?: boolean;
  day: number;
  year?: number | null;
  reminders?: Reminder[];
  /** The birthday's own lead times; left out, they follow from `reminders` as the API's do. */
  leadDays?: number[] | null;
};

export function birthdayRow({
  userId,
  name,
  calendar = 'gregory',
  month,
  leap = false,
  day,
  year = null,
  reminders = defaultReminders(),
  leadDays,
}: BirthdaySpec) {
  const id = newId();
  return {
    id,
    userId,
    name: name ?? `Person ${id.slice(0, 6)}`,
    calendar,
    month,
    leap,
    day,
    year,
    category: 'friends',
    reminders: leadDays === undefined ? reminders : remindersOfLeadDays(leadDays),
    leadDays: leadDays === undefined ? leadDaysOfReminders(reminders) : leadDays,
  };
}

export async function buildBirthday(db: Db, spec: BirthdaySpec) {
  const [row] = await db.insert(birthdays).values(birthdayRow(spec)).returning();
  return row!;
}
