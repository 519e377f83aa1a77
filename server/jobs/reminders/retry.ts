import { DeliveryFailure } from '@server/lib/errors';
import { todayIn, toIsoDate } from '@shared/dates/plain-date';

/** The first wait after a temporary failure, and the longest one the backoff picks by itself. */
const MIN_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;

/** A reply's Retry-After as milliseconds to wait: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at) || !/GMT$/.test(text)) return null;
  return Math.max(0, at - now.getTime());
}

/** For a temporary failure, the wait its service asked for (0 when it asked none); null when permanent. */
export function temporaryFailure(err: unknown, now: Date): { askedMs: number } | null {
  if (!(err instanceof DeliveryFailure) || err.permanent) return null;
  return { askedMs: retryAfterMs(err.retryAfter, now) ?? 0 };
}

/**
 * When to try a temporarily failed delivery again: after as long again as it has been late (so the
 * waits double: 1, 1, 2, 4 … minutes), between 1 minute and an hour, or later when the service asked
 * for it. Null when that falls on another day in the user's time zone than the one it was due: the
 * due query would no longer find it, so the failure is recorded now instead.
 */
export function nextAttemptAt(
  { now, dueAt, timeZone }: { now: Date; dueAt: Date; timeZone: string },
  askedMs: number,
): Date | null {
  const late = now.getTime() - dueAt.getTime();
  const wait = Math.max(Math.min(Math.max(late, MIN_RETRY_MS), MAX_RETRY_MS), askedMs);
  const next = new Date(now.getTime() + wait);
  return toIsoDate(todayIn(timeZone, next)) === toIsoDate(todayIn(timeZone, dueAt)) ? next : null;
}
