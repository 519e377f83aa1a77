import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../../shared/schemas/account';
import type { SendCodeResult } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { clearLocalData, forgetUser } from '../../../lib/forget-user';

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
