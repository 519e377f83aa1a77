import type { SignInOptions } from '@shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * What this server lets a person sign in with: a phone always, email only when its operator
 * configured SMTP (the sign-in modal and Sign-in methods both ask). It changes only with a restart.
 */
export const useSignInOptions = () =>
  useQuery({
    queryKey: ['sign-in-options'],
    queryFn: () => api<SignInOptions>('/auth/options'),
    staleTime: Number.POSITIVE_INFINITY,
  });
