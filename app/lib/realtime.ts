import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadSession } from './session';

const ACCOUNT_TOPIC = 'account';
/**
 * How long a tab whose stream the server ended waits before asking whether its session is over:
 * a sign-out in another tab of this browser says so first, and ends this tab quietly.
 */
const SESSION_CHECK_DELAY_MS = 1000;

/**
 * Keeps this tab in step with the user's other tabs and devices: the server says which data
 * changed, and the matching queries refetch. EventSource reconnects by itself after drops.
 */
export function useRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/events');
    source.addEventListener('change', (event) => {
      const { topic } = JSON.parse((event as MessageEvent<string>).data) as { topic: string };
      void queryClient.invalidateQueries({ queryKey: [topic] });
      // The signed-in user's own record (onboarding, time zone) lives outside the query cache.
      if (topic === ACCOUNT_TOPIC) void loadSession();
    });
    // After a reconnect anything may have changed while we were away.
    source.addEventListener('ready', () => {
      void queryClient.invalidateQueries();
      void loadSession();
    });
    // The server ends the stream when the session ends (signed out elsewhere, expired, the account
    // deleted). Asking again shows which, and a 401 there takes the app back to the landing page
    // with 'Authentication error occurred', even in a tab nobody touches.
    let check: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('ended', () => {
      source.close();
      check = setTimeout(() => void queryClient.invalidateQueries(), SESSION_CHECK_DELAY_MS);
    });
    // A closed stream is one the server refused (the session ended before it opened).
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) void queryClient.invalidateQueries();
    });
    return () => {
      clearTimeout(check);
      source.close();
    };
  }, [queryClient]);
}
