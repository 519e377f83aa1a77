import { api } from '@app/lib/api-client';
import type { Birthday } from '@shared/schemas/birthday';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../utils/download-file';

export type ExportFormat = 'csv' | 'vcard';

/**
 * Fetches the current list, so the file holds what is saved now, and downloads it as
 * birthdays.csv (the spec's columns) or birthdays.vcf (vCard 4.0, for a phone's contacts).
 */
export async function exportBirthdays(format: ExportFormat) {
  const list = await api<Birthday[]>('/birthdays');
  // The writers download with the first export, not with every page.
  if (format === 'csv') {
    const { EXPORT_FILE_NAME, toBirthdaysCsv } = await import('@shared/import-export/csv-export');
    downloadFile(EXPORT_FILE_NAME, toBirthdaysCsv(list), 'text/csv;charset=utf-8');
  } else {
    const { VCARD_EXPORT_FILE_NAME, toBirthdaysVcard } = await import('@shared/import-export/vcard-export');
    downloadFile(VCARD_EXPORT_FILE_NAME, toBirthdaysVcard(list), 'text/vcard;charset=utf-8');
  }
}

export const useExportBirthdays = () => useMutation({ mutationFn: exportBirthdays });
