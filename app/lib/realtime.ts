import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadSession } from './session';

const ACCOUNT_TOPIC = 'account';

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
    // A closed stream is one the server refused (the session ended): asking again shows which,
    // and a 401 there takes the app back to the landing page.
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) void queryClient.invalidateQueries();
    });
    return () => source.close();
  }, [queryClient]);
}
