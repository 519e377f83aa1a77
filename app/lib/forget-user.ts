import type { QueryClient } from '@tanstack/react-query';
import { clearOfflineCopy } from './offline-copy';
import { currentMe, setMe } from './session';

/**
 * Forgets the signed-in user and every answer cached for them: the app shows the landing page.
 * False when no one was signed in (a sign-out seen twice, a 401 during sign-in).
 */
export function forgetUser(queryClient: QueryClient): boolean {
  if (!currentMe()) return false;
  setMe(null);
  queryClient.removeQueries();
  clearOfflineCopy();
  return true;
}

/** Sign-out and account deletion leave nothing behind in this browser (spec §4). */
export function clearLocalData() {
  localStorage.clear();
  sessionStorage.clear();
  clearOfflineCopy();
}
