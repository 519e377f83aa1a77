import { eq, sql } from 'drizzle-orm';
import { ImportFileError } from '../../../shared/import-export/import-file';
import { duplicateKey, type ImportPlan, planImport } from '../../../shared/import-export/import-plan';
import type { Db } from '../../db/client';
import { birthdays } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** The import plan of a file for one user, against the birthdays they already have. */
export async function planForUser(
  db: Db,
  { userId, text }: { userId: string; text: string },
): Promise<ImportPlan> {
  const stored = await db
    .select({ name: sql<string>`lower(${birthdays.name})`, month: birthdays.month, day: birthdays.day })
    .from(birthdays)
    .where(eq(birthdays.userId, userId));
  try {
    return planImport(text, new Set(stored.map((b) => duplicateKey(b.name, b.month, b.day))));
  } catch (err) {
    if (err instanceof ImportFileError) throw new AppError('invalid_import', err.message);
    throw err;
  }
}
