import type { QueryClient } from '@tanstack/react-query';

/** The query of who is signed in; null for a visitor. */
export const meQueryKey = ['account', 'me'] as const;

/**
 * Forgets the signed-in user and every answer cached for them: the app shows the landing page.
 * False when no one was signed in (a sign-out seen twice, a 401 during sign-in).
 */
export function forgetUser(queryClient: QueryClient): boolean {
  if (!queryClient.getQueryData(meQueryKey)) return false;
  queryClient.setQueryData(meQueryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
  return true;
}

/** Sign-out and account deletion leave nothing behind in this browser (spec §4). */
export function clearLocalData() {
  localStorage.clear();
  sessionStorage.clear();
}
