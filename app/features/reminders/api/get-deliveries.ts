import { useQuery } from '@tanstack/react-query';
import type { DeliveryLogEntry } from '../../../../shared/schemas/reminders';
import { api } from '../../../lib/api-client';

/** Realtime events name the 'notifications' topic; this key makes them refetch this query. */
export const deliveriesQueryKey = ['notifications', 'deliveries'] as const;

/** The reminders sent (or tried) for this user, newest first. */
export const getDeliveries = () => api<DeliveryLogEntry[]>('/notifications/deliveries');

export const useDeliveries = () => useQuery({ queryKey: deliveriesQueryKey, queryFn: getDeliveries });
