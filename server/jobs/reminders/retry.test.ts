import { AppError, DeliveryFailure } from '@server/lib/errors';
import { describe, expect, it } from 'vitest';
import { nextAttemptAt, retryAfterMs, temporaryFailure } from './retry';

const at = (iso: string) => new Date(iso);
const MIN = 60_000;

describe('retryAfterMs', () => {
  const now = at('2026-11-22T09:00:00Z');
  it('reads delay-seconds and an HTTP date', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Sun, 22 Nov 2026 09:05:00 GMT', now)).toBe(5 * MIN);
    expect(retryAfterMs('Sun, 22 Nov 2026 08:00:00 GMT', now)).toBe(0);
  });
  it('ignores what is not one', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('2026-11-22T10:00:00', now)).toBeNull();
  });
});

describe('temporaryFailure', () => {
  const now = at('2026-11-22T09:00:00Z');
  it('retries a timeout, a 5xx or a 429 with the wait it asked for; not a permanent refusal', () => {
    expect(temporaryFailure(new DeliveryFailure('x', false, 'status 503'), now)).toEqual({ askedMs: 0 });
    expect(temporaryFailure(new DeliveryFailure('x', false, 'status 429', '30'), now)).toEqual({
      askedMs: 30_000,
    });
    expect(temporaryFailure(new DeliveryFailure('x', true, 'status 404'), now)).toBeNull();
    // Only a sender's DeliveryFailure says whether to try again; anything else is recorded at once.
    expect(temporaryFailure(new AppError('email_not_set_up'), now)).toBeNull();
    expect(temporaryFailure(new Error('bug'), now)).toBeNull();
  });
});

describe('nextAttemptAt', () => {
  const dueAt = at('2026-11-22T09:00:00Z');
  const next = (now: string, askedMs = 0, timeZone = 'UTC') =>
    nextAttemptAt({ now: at(now), dueAt, timeZone }, askedMs)?.toISOString() ?? null;

  it('waits as long again as the delivery is late: 1, 1, 2, 4 … minutes, at most an hour', () => {
    expect(next('2026-11-22T09:00:00Z')).toBe('2026-11-22T09:01:00.000Z');
    expect(next('2026-11-22T09:01:00Z')).toBe('2026-11-22T09:02:00.000Z');
    expect(next('2026-11-22T09:02:00Z')).toBe('2026-11-22T09:04:00.000Z');
    expect(next('2026-11-22T09:04:00Z')).toBe('2026-11-22T09:08:00.000Z');
    expect(next('2026-11-22T12:00:00Z')).toBe('2026-11-22T13:00:00.000Z');
  });

  it('waits longer when the service asked for it (Retry-After)', () => {
    expect(next('2026-11-22T09:00:00Z', 10 * MIN)).toBe('2026-11-22T09:10:00.000Z');
    // A shorter ask does not undercut the backoff.
    expect(next('2026-11-22T09:04:00Z', 1000)).toBe('2026-11-22T09:08:00.000Z');
  });

  it("never after the day it was due in the user's time zone", () => {
    expect(next('2026-11-22T23:30:00Z')).toBeNull();
    expect(next('2026-11-22T23:58:00Z')).toBeNull();
    expect(next('2026-11-22T20:00:00Z', 5 * 60 * MIN)).toBeNull();
    // 09:00 in Tokyo is 00:00 UTC; its day ends at 15:00 UTC.
    const tokyo = { dueAt: at('2026-11-22T00:00:00Z'), timeZone: 'Asia/Tokyo' };
    expect(nextAttemptAt({ now: at('2026-11-22T13:00:00Z'), ...tokyo }, 0)?.toISOString()).toBe(
      '2026-11-22T14:00:00.000Z',
    );
    expect(nextAttemptAt({ now: at('2026-11-22T14:30:00Z'), ...tokyo }, 0)).toBeNull();
  });
});
