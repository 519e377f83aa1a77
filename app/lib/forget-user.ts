import type { QueryClient } from '@tanstack/react-query';

/** The query of who is signed in; null for a visitor. */
export const meQueryKey = ['account', 'me'] as const;

/**
 * After sign-out or account deletion: local and session storage are cleared (spec §4) and every
 * cached answer is dropped; `me` becomes null, so the app shows the landing screen.
 */
export function forgetUser(queryClient: QueryClient) {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.setQueryData(meQueryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
}
