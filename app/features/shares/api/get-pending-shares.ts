import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { PendingShare } from '@shared/schemas/share';
import { useQuery } from '@tanstack/react-query';

/** The 'shares' topic's key: every shares query sits under it, and a change in another tab refetches them. */
export const sharesQueryKey = topicKey('shares');
export const pendingSharesQueryKey = [...sharesQueryKey, 'pending'] as const;

export const getPendingShares = () => api<PendingShare[]>('/shares/pending');

export const usePendingShares = () =>
  useQuery({ queryKey: pendingSharesQueryKey, queryFn: getPendingShares });
