import type { Deps } from '@server/deps';
import { type ImportPreview, PREVIEW_LIST_MAX } from '@shared/schemas/birthday-import';
import { type ImportInput, planForUser } from './plan-for-user';

/** What confirming the import would do; nothing is saved. */
export async function previewImport({ db }: Pick<Deps, 'db'>, input: ImportInput): Promise<ImportPreview> {
  const plan = await planForUser(db, input);
  return {
    source: plan.source,
    counts: {
      toAdd: plan.toAdd.length,
      duplicates: plan.duplicates.length,
      errors: plan.errors.length,
      notes: plan.notes.length,
      withoutBirthday: plan.withoutBirthday,
    },
    toAdd: plan.toAdd
      .slice(0, PREVIEW_LIST_MAX)
      .map(({ row, data }) => ({ row, name: data.name, date: data.date })),
    duplicates: plan.duplicates.slice(0, PREVIEW_LIST_MAX),
    errors: plan.errors.slice(0, PREVIEW_LIST_MAX),
    notes: plan.notes.slice(0, PREVIEW_LIST_MAX),
    ...(plan.datesRead ? { datesRead: plan.datesRead } : {}),
  };
}
