import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '../../../../shared/schemas/birthday-import';
import { api } from '../../../lib/api-client';
import { importBody } from './preview-import';

// The birthdays feature's query key, which is also the realtime topic name for birthdays.
const birthdaysQueryKey = ['birthdays'] as const;

export const importBirthdays = (text: string) =>
  api<ImportResult>('/imports', { method: 'POST', body: importBody(text) });

export function useImportBirthdays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBirthdays,
    onSettled: () => queryClient.invalidateQueries({ queryKey: birthdaysQueryKey }),
  });
}
