import { api } from '@app/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { birthdaysQueryKey } from './get-birthdays';

export const deleteBirthday = (id: string) =>
  api<void>(`/birthdays/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteBirthday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBirthday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: birthdaysQueryKey }),
  });
}
