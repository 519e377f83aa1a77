import { api } from '@app/lib/api-client';
import { topicKey } from '@app/lib/realtime';
import type {
  AddressBookPreview,
  BirthdaySources,
  ConnectionView,
  ConnectRequest,
  SyncResult,
} from '@shared/address-books';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// Under the birthdays topic: a sync changes birthdays, and every change of them refetches these.
const connectionsKey = [...topicKey('birthdays'), 'address-books'];
const sourcesKey = [...topicKey('birthdays'), 'address-book-sources'];

export const useConnections = () =>
  useQuery({ queryKey: connectionsKey, queryFn: () => api<ConnectionView[]>('/address-books') });

/** Where each synced birthday comes from; fetched only by a details modal that shows one. */
export const useBirthdaySources = () =>
  useQuery({ queryKey: sourcesKey, queryFn: () => api<BirthdaySources>('/address-books/sources') });

export function useConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectRequest) => api<ConnectionView>('/address-books', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKey }),
  });
}

export const usePreviewBooks = () =>
  useMutation({
    mutationFn: ({ id, bookIds }: { id: string; bookIds: string[] }) =>
      api<AddressBookPreview>(`/address-books/${id}/preview`, { method: 'POST', body: { bookIds } }),
  });

export function useAddBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, bookIds }: { id: string; bookIds: string[] }) =>
      api<SyncResult>(`/address-books/${id}/books`, { method: 'POST', body: { bookIds } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey('birthdays') }),
  });
}

export function useSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<SyncResult>(`/address-books/${id}/sync`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey('birthdays') }),
  });
}

export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/address-books/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey('birthdays') }),
  });
}
