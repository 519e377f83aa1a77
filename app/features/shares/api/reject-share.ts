import { api } from '@app/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharesQueryKey } from './get-pending-shares';

export const rejectShare = (id: string) =>
  api<{ status: 'rejected' }>(`/shares/${encodeURIComponent(id)}/reject`, { method: 'POST' });

export function useRejectShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectShare,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesQueryKey }),
  });
}
