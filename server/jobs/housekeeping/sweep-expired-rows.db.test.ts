import { botCheckUses, otpChallenges, sessions } from '@server/db/schema';
import { startReminderEngine } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { createTestServer, type TestServer } from '@server/test/harness';
import { count } from 'drizzle-orm';
import type { Logger } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpiredRows } from './sweep-expired-rows';

let server: TestServer;
const clock = manualClock('2030-03-01T12:00:00Z');
const HOUR = 60 * 60_000;
const at = (hours: number) => new Date(Date.parse('2030-03-01T12:00:00Z') + hours * HOUR);

beforeAll(async () => {
  server = await createTestServer({ clock });
});
beforeEach(async () => {
  clock.set('2030-03-01T12:00:00Z');
  await server.reset();
});
afterAll(() => server.close());

const rows = async (table: typeof otpChallenges | typeof sessions | typeof botCheckUses) =>
  (await server.deps.db.select({ n: count() }).from(table))[0]!.n;

/** A code requested for a phone that never signs in: its phone and IP stay in otp_challenges. */
async function requestCode(phone: string, ip: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/send-code',
    payload: { phone },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
}

describe('sweeping rows that can no longer matter', () => {
  it('keeps sign-in code requests (phone and IP) for 24 hours, then deletes them', async () => {
    await server.signIn('+12015550123', '198.51.100.7');
    await requestCode('+12015550124', '198.51.100.8');
    expect(await rows(otpChallenges)).toBe(2);

    await sweepExpiredRows(server.deps.db, at(23.99));
    expect(await rows(otpChallenges)).toBe(2);
    await sweepExpiredRows(server.deps.db, at(24.01));
    expect(await rows(otpChallenges)).toBe(0);
    // The session lives on: 30 days from its last use.
    expect(await rows(sessions)).toBe(1);
  });

  it('deletes sessions once they have expired, and spent bot checks past their expiry', async () => {
    const { cookie } = await server.signIn('+12015550123');
    await server.deps.db.insert(botCheckUses).values([
      { challengeId: 'spent-long-ago', expiresAt: at(-1) },
      { challengeId: 'spent-just-now', expiresAt: at(0.1) },
    ]);
    await sweepExpiredRows(server.deps.db, at(0));
    expect(await rows(botCheckUses)).toBe(1);
    expect(await rows(sessions)).toBe(1);

    await sweepExpiredRows(server.deps.db, at(30 * 24 + 1));
    expect(await rows(sessions)).toBe(0);
    expect(await rows(botCheckUses)).toBe(0);
    clock.set(at(30 * 24 + 1).toISOString());
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toBeNull();
  });

  it('is safe when twenty sweeps run at once', async () => {
    await requestCode('+12015550124', '198.51.100.8');
    await requestCode('+12015550125', '198.51.100.9');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sweepExpiredRows(server.deps.db, at(25))),
    );
    expect(results.reduce((sum, r) => sum + r.codes, 0)).toBe(2);
    expect(await rows(otpChallenges)).toBe(0);
  });

  it('runs from the reminder engine, at its first minute and then hourly', async () => {
    await requestCode('+12015550124', '198.51.100.8');
    clock.set(at(25).toISOString());
    const log = { info() {}, error() {} } as unknown as Logger;
    const stop = startReminderEngine(server.deps, log, 10);
    try {
      await expect.poll(() => rows(otpChallenges)).toBe(0);
    } finally {
      await stop();
    }
  });
});
