import { useQuery } from '@tanstack/react-query';
import type { PendingShare } from '../../../../shared/schemas/share';
import { api } from '../../../lib/api-client';

/** Realtime events name the 'shares' topic; every shares query sits under this key and refetches. */
export const sharesQueryKey = ['shares'] as const;
export const pendingSharesQueryKey = ['shares', 'pending'] as const;

export const getPendingShares = () => api<PendingShare[]>('/shares/pending');

export const usePendingShares = () =>
  useQuery({ queryKey: pendingSharesQueryKey, queryFn: getPendingShares });
