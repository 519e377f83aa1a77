import type { Me } from '@shared/schemas/auth';
import { useEffect, useSyncExternalStore } from 'react';
import { clearOfflineCopy } from './offline-copy';

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

let loading: Promise<void> | null = null;

/**
 * Asks the server who is signed in; at start, and again when the signed-in app may be stale. A
 * check already under way is shared, not repeated.
 */
export function loadSession(): Promise<void> {
  loading ??= (async () => {
    try {
      const me = await fetchMe();
      // No one is signed in here (any more): no list kept for offline reading may outlive that.
      if (!me) clearOfflineCopy();
      publish({ status: 'ready', me });
    } catch {
      // Only the first answer matters for the error screen: a signed-in app keeps what it has.
      if (current.status !== 'ready') publish({ status: 'failed' });
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/** How long a failed start waits before asking again by itself: doubling, then every 30 s. */
const RECOVERY_DELAYS_MS = [2000, 4000, 8000, 16_000, 30_000];

/**
 * While the first session check has failed (no connection, the server down), asks again by
 * itself: at once when the browser says it is back online, and otherwise after a growing pause.
 * The screen then moves on without a click.
 */
export function useSessionRecovery(failed: boolean) {
  useEffect(() => {
    if (!failed) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const retry = () => void loadSession();
    const schedule = () => {
      const delay = RECOVERY_DELAYS_MS[Math.min(attempt, RECOVERY_DELAYS_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(() => {
        retry();
        schedule();
      }, delay);
    };
    schedule();
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [failed]);
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
