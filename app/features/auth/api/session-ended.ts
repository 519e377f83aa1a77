import { forgetUser } from '@app/lib/forget-user';
import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

// Tabs of one browser share the session cookie: when one signs out, the others follow at once.
const CHANNEL = 'cakeday-session';
const SIGNED_OUT = 'signed-out';

/** Ends this tab's session: the app shows the landing page (false when no one was signed in). */
export const endSession = forgetUser;

/**
 * A 401: the session expired or was ended elsewhere. The spec's 'Authentication error occurred'
 * toast says so, with a plain sentence of what to do, as the landing page gives no reason.
 */
export function onSessionRefused(queryClient: QueryClient) {
  if (endSession(queryClient)) toast.error(MSG.authError, { description: MSG.sessionEnded });
}

/** Tells this browser's other tabs that the session is over. */
export function announceSignOut() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(SIGNED_OUT);
  channel.close();
}

/** Ends the session in this tab when another tab of this browser signs out. */
export function useSignOutInOtherTabs() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event) => {
      if (event.data === SIGNED_OUT) endSession(queryClient);
    };
    return () => channel.close();
  }, [queryClient]);
}
