import { api } from '@app/lib/api-client';
import { clearLocalData, forgetUser } from '@app/lib/forget-user';
import type { DeleteAccountInput } from '@shared/schemas/account';
import type { AccountCodeResult } from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A fresh code to the account's phone, or to its email address when it has no phone. */
export const sendReauthCode = () => api<AccountCodeResult>('/account/reauth-code', { method: 'POST' });

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
