import { useSyncExternalStore } from 'react';
import type { Me } from '../../shared/schemas/auth';

/**
 * Who is signed in, known to every page. A plain store, not a query: the landing page needs this
 * one answer and nothing of the query library the signed-in app loads with it.
 */
export type Session = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; me: Me | null };

let current: Session = { status: 'loading' };
const listeners = new Set<() => void>();

function publish(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Retries a dropped connection or a server error twice (1 s, then 2 s); a 4xx will not change. */
const RETRY_DELAYS_MS = [1000, 2000];

async function fetchMe(): Promise<Me | null> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch('/api/auth/me', { credentials: 'same-origin' }).catch(() => null);
    if (res?.ok) return (await res.json()) as Me | null;
    const delay = RETRY_DELAYS_MS[attempt];
    if ((res && res.status < 500) || delay === undefined) throw new Error('Session check failed');
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Asks the server who is signed in; at start, and again when the signed-in app may be stale. */
export async function loadSession() {
  try {
    publish({ status: 'ready', me: await fetchMe() });
  } catch {
    // Only the first answer matters for the error screen: a signed-in app keeps what it has.
    if (current.status !== 'ready') publish({ status: 'failed' });
  }
}

/** Shows the start screen again while the check is retried ('Try again'). */
export function retrySession() {
  publish({ status: 'loading' });
  void loadSession();
}

export const setMe = (me: Me | null) => publish({ status: 'ready', me });

/** The signed-in user, or null for a visitor (and while the first answer is awaited). */
export const currentMe = () => (current.status === 'ready' ? current.me : null);

export function updateMe(update: (me: Me) => Me) {
  const me = currentMe();
  if (me) setMe(update(me));
}

export const useSession = () => useSyncExternalStore(subscribe, () => current);

export function useMe(): Me | null {
  const session = useSession();
  return session.status === 'ready' ? session.me : null;
}
