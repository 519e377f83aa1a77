import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, VerifyCodeInput } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

export const verifyCode = (input: VerifyCodeInput) =>
  api<Me>('/auth/verify-code', { method: 'POST', body: input });

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
