import { api } from '@app/lib/api-client';
import { clearLocalData } from '@app/lib/forget-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceSignOut, endSession } from './session-ended';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/auth/sign-out', { method: 'POST' }),
    onSuccess: () => {
      clearLocalData();
      endSession(queryClient);
      announceSignOut();
    },
  });
}
