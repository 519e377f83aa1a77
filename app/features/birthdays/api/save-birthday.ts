import { api } from '@app/lib/api-client';
import type { Birthday, BirthdayInput } from '@shared/schemas/birthday';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { birthdaysQueryKey } from './get-birthdays';

type SaveBirthday = { id?: string; input: BirthdayInput };

/** Creates a birthday, or updates it when an id is given. */
export const saveBirthday = ({ id, input }: SaveBirthday) =>
  id
    ? api<Birthday>(`/birthdays/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : api<Birthday>('/birthdays', { method: 'POST', body: input });

export function useSaveBirthday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBirthday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: birthdaysQueryKey }),
  });
}
