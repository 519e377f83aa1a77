import { api } from '@app/lib/api-client';
import { setMe } from '@app/lib/session';
import type { Me, VerifyCodeInput } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';

export const verifyCode = (input: VerifyCodeInput) =>
  api<Me>('/auth/verify-code', { method: 'POST', body: input });

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode, onSuccess: setMe });
