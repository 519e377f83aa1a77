import type { Deps } from '@server/deps';
import { kindFields, planImport } from '@shared/import-export/import-plan';
import { type ImportPreview, PREVIEW_LIST_MAX } from '@shared/schemas/birthday-import';
import { type ImportInput, importContext, readingFile } from './import-context';

/** What confirming the import would do; nothing is saved. */
export async function previewImport({ db }: Pick<Deps, 'db'>, input: ImportInput): Promise<ImportPreview> {
  const { storedKeys, reader } = await importContext(db, input);
  return readingFile(async () => {
    const { toAdd, ...plan } = planImport(input.text, storedKeys, reader, PREVIEW_LIST_MAX);
    return {
      ...plan,
      toAdd: toAdd.map(({ row, data }) => ({
        row,
        name: data.name,
        date: data.date,
        calendar: data.calendar,
        leap: data.leap,
        ...kindFields(data),
      })),
    };
  });
}
