import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptShareResult } from '../../../../shared/schemas/share';
import { api } from '../../../lib/api-client';
import { sharesQueryKey } from './get-pending-shares';

// The birthdays feature's query key, which is also the realtime topic name for birthdays.
const birthdaysQueryKey = ['birthdays'] as const;

export const acceptShare = (id: string) =>
  api<AcceptShareResult>(`/shares/${encodeURIComponent(id)}/accept`, { method: 'POST' });

export function useAcceptShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptShare,
    // Refetch on failure too: 'already processed' means another tab acted, and the list is stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharesQueryKey }),
        queryClient.invalidateQueries({ queryKey: birthdaysQueryKey }),
      ]),
  });
}
