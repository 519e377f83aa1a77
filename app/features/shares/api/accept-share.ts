import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { AcceptShareResult } from '@shared/schemas/share';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharesQueryKey } from './get-pending-shares';

// The birthdays feature's query key (features do not import each other).
const birthdaysQueryKey = topicKey('birthdays');

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
