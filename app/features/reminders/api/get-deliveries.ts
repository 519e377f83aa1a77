import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type { DeliveryLogEntry } from '@shared/schemas/reminders';
import { useQuery } from '@tanstack/react-query';

/** Under the 'notifications' topic's key: a change announced in another tab refetches this query. */
export const deliveriesQueryKey = [...topicKey('notifications'), 'deliveries'] as const;

/** The reminders sent (or tried) for this user, newest first. */
export const getDeliveries = () => api<DeliveryLogEntry[]>('/notifications/deliveries');

export const useDeliveries = () => useQuery({ queryKey: deliveriesQueryKey, queryFn: getDeliveries });
