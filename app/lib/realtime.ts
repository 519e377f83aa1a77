import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps this tab in step with the user's other tabs and devices: the server says which data
 * changed, and the matching queries refetch. EventSource reconnects by itself after drops.
 */
export function useRealtime(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource('/api/events');
    source.addEventListener('change', (event) => {
      const { topic } = JSON.parse((event as MessageEvent<string>).data) as { topic: string };
      void queryClient.invalidateQueries({ queryKey: [topic] });
    });
    // After a reconnect anything may have changed while we were away.
    source.addEventListener('ready', () => void queryClient.invalidateQueries());
    // A closed stream is one the server refused (the session ended): asking again shows which,
    // and a 401 there takes the app back to the landing page.
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) void queryClient.invalidateQueries();
    });
    return () => source.close();
  }, [enabled, queryClient]);
}
