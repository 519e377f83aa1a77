import type { ChangePayload, Topic } from '@shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadSession } from './session';

/**
 * The query key of a realtime topic: every query that a change of the topic must refresh has a key
 * that starts with it (`[...topicKey('reminders'), 'settings']`), so renaming a topic breaks the build.
 */
export const topicKey = <T extends Topic>(topic: T) => [topic] as const;

/** Topics whose data lives outside the query cache, and how a change reloads it. */
export const reloadOutsideQueries: Partial<Record<Topic, () => Promise<unknown>>> = {
  // The signed-in user's own record (onboarding, time zone).
  account: loadSession,
};

/**
 * Keeps this tab in step with the user's other tabs and devices: the server says which data
 * changed, and the matching queries refetch. EventSource reconnects by itself after drops.
 */
export function useRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/events');
    source.addEventListener('change', (event) => {
      const { topic } = JSON.parse((event as MessageEvent<string>).data) as ChangePayload;
      void queryClient.invalidateQueries({ queryKey: topicKey(topic) });
      void reloadOutsideQueries[topic]?.();
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
