import { useMutation } from '@tanstack/react-query';
import type { Birthday } from '../../../../shared/schemas/birthday';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../utils/download-file';

/** Fetches the current list, so the file holds what is saved now, and downloads it as birthdays.csv. */
export async function exportBirthdays() {
  const list = await api<Birthday[]>('/birthdays');
  // The CSV writer (papaparse) downloads with the first export, not with every page.
  const { EXPORT_FILE_NAME, toBirthdaysCsv } = await import('../../../../shared/import-export/csv-export');
  downloadFile(EXPORT_FILE_NAME, toBirthdaysCsv(list), 'text/csv;charset=utf-8');
}

export const useExportBirthdays = () => useMutation({ mutationFn: exportBirthdays });
