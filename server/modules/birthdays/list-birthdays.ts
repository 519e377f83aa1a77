import { asc, eq } from 'drizzle-orm';
import { birthdays } from '../../db/schema';
import type { Deps } from '../../deps';
import { toBirthday } from './to-birthday';

export async function listBirthdays({ db }: Pick<Deps, 'db'>, { userId }: { userId: string }) {
  const rows = await db
    .select()
    .from(birthdays)
    .where(eq(birthdays.userId, userId))
    .orderBy(asc(birthdays.month), asc(birthdays.day), asc(birthdays.name));
  return rows.map(toBirthday);
}
