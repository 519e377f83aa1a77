import { birthdayStore, columnsOf, newBirthdayRow } from '@server/db/birthday-store';
import type { Deps } from '@server/deps';
import { readImport } from '@shared/import-export/import-plan';
import type { ImportResult } from '@shared/schemas/birthday-import';
import { type ImportInput, importContext, readingFile } from './import-context';

/**
 * Saves the new birthdays of a file in one transaction: all of them or none. The same file sent
 * twice at once (a double tap, two tabs) imports once: the unique index on (user, lower(name),
 * month, day) makes the second transaction wait for the first and then skip every row it added.
 */
export async function importBirthdays(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  input: ImportInput,
): Promise<ImportResult> {
  const { userId } = input;
  const { storedKeys, reader } = await importContext(db, input);
  const now = clock.now();
  return readingFile(async () => {
    const { steps } = readImport(input.text, storedKeys, reader);
    let entries = 0;
    // Each row is made as the store asks for it, while the file is read: only one batch of rows
    // exists at a time. A file error met on the way rolls the whole import back.
    const rows = (function* () {
      for (const step of steps) {
        if (step.kind === 'withoutBirthday') continue;
        entries++;
        if (step.kind === 'add') yield newBirthdayRow(userId, columnsOf(step.data), now);
      }
    })();
    const imported = await db.transaction((tx) => birthdayStore.insertNew(tx, rows));
    return { imported, skipped: entries - imported };
  });
}
