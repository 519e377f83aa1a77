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
      const { topic } = JSON.parse((event as MessageEvent<string>).data) as ChangePayload;
      void queryClient.invalidateQueries({ queryKey: topicKey(topic) });
      void reloadOutsideQueries[topic]?.();
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
