import { topicKey } from '@app/lib/realtime';
import { useQuery } from '@tanstack/react-query';
import type { PendingShare } from '../../../../shared/schemas/share';
import { api } from '../../../lib/api-client';

/** The 'shares' topic's key: every shares query sits under it, and a change in another tab refetches them. */
export const sharesQueryKey = topicKey('shares');
export const pendingSharesQueryKey = [...sharesQueryKey, 'pending'] as const;

export const getPendingShares = () => api<PendingShare[]>('/shares/pending');

export const usePendingShares = () =>
  useQuery({ queryKey: pendingSharesQueryKey, queryFn: getPendingShares });
