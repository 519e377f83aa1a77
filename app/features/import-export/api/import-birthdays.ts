import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { ImportResult } from '@shared/schemas/birthday-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importBody } from './preview-import';

// The birthdays feature's query key (features do not import each other).
const birthdaysQueryKey = topicKey('birthdays');

export const importBirthdays = (text: string) =>
  api<ImportResult>('/imports', { method: 'POST', body: importBody(text) });

export function useImportBirthdays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBirthdays,
    onSettled: () => queryClient.invalidateQueries({ queryKey: birthdaysQueryKey }),
  });
}
