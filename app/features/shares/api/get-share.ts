import { api } from '@app/lib/api-client';
import type { Share } from '@shared/schemas/share';
import { useQuery } from '@tanstack/react-query';
import { sharesQueryKey } from './get-pending-shares';

export const shareQueryKey = (id: string) => [...sharesQueryKey, 'detail', id] as const;

export const getShare = (id: string) => api<Share>(`/shares/${encodeURIComponent(id)}`);

/** One share addressed to me with its birthdays; loaded only when the recipient asks to see them. */
export const useShare = (id: string, enabled: boolean) =>
  useQuery({ queryKey: shareQueryKey(id), queryFn: () => getShare(id), enabled });
