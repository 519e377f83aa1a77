import { birthdays } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import { and, eq } from 'drizzle-orm';
import { toBirthday } from './to-birthday';

export async function getBirthday({ db }: Pick<Deps, 'db'>, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .select()
    .from(birthdays)
    .where(and(eq(birthdays.id, id), eq(birthdays.userId, userId)));
  if (!row) throw new AppError('not_found', MSG.birthdayNotFound);
  return toBirthday(row);
}
