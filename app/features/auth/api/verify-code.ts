import { useMutation } from '@tanstack/react-query';
import type { Me, VerifyCodeInput } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { setMe } from '../../../lib/session';

export const verifyCode = (input: VerifyCodeInput) =>
  api<Me>('/auth/verify-code', { method: 'POST', body: input });

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode, onSuccess: setMe });
