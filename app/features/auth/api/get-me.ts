import { useQuery } from '@tanstack/react-query';
import type { Me } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/forget-user';

export { meQueryKey };

/** The signed-in user, or null for a visitor. */
export const getMe = () => api<Me | null>('/auth/me');

export const useMe = () =>
  useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: Number.POSITIVE_INFINITY });
