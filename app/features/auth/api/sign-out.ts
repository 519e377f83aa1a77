import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announceSignOut, endSession } from './session-ended';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/auth/sign-out', { method: 'POST' }),
    onSuccess: () => {
      // Sign-out clears local and session storage too (spec §4).
      localStorage.clear();
      sessionStorage.clear();
      endSession(queryClient);
      announceSignOut();
    },
  });
}
