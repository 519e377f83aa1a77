import { api } from '@app/lib/api-client';
import { clearLocalData, forgetUser } from '@app/lib/forget-user';
import type { DeleteAccountInput } from '@shared/schemas/account';
import type { SendCodeResult } from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const sendReauthCode = () => api<SendCodeResult>('/account/reauth-code', { method: 'POST' });

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      api<{ ok: true }>('/account/delete', { method: 'POST', body: input }),
    onSuccess: () => {
      clearLocalData();
      forgetUser(queryClient);
    },
  });
}
