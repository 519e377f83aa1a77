import { notificationLog, reminderDestinations } from '@server/db/schema';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { buildBirthday } from '@server/test/factories';
import { hookTestRig } from '@server/test/hook-test-rig';
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';

// A self-hoster's ntfy server or webhook receiver restarting at the minute a reminder is due: a
// refused connection is a reason to try again, never to give the reminder up (issue 35).
const clock = manualClock('2026-11-22T09:00:00Z');
const rig = hookTestRig(clock, '2026-11-22T09:00:00Z');
let alice: { cookie: string; id: string };

beforeEach(async () => {
  alice = await rig.server.signIn('+12015550123');
  for (const [channel, path] of [
    ['ntfy', '/ntfy/alice-birthdays'],
    ['webhook', '/hook/alice'],
  ] as const) {
    const saved = await rig.server.app.inject({
      method: 'PUT',
      url: `/api/channels/${channel}`,
      payload: { url: `${rig.hooks.url}${path}` },
      headers: { cookie: alice.cookie },
    });
    expect(saved.statusCode).toBe(200);
  }
  // Due at 09:00 UTC: the day before November 23.
  await buildBirthday(rig.server.deps.db, { userId: alice.id, name: 'Ada', month: 11, day: 23 });
});

const minute = (m: number) => new Date(Date.parse('2026-11-22T09:00:00Z') + m * 60_000);
const hookRows = () =>
  rig.server.deps.db
    .select()
    .from(notificationLog)
    .where(eq(notificationLog.userId, alice.id))
    .then((rows) => rows.filter((r) => r.channel !== 'sms'));
const failuresOf = async (channel: 'ntfy' | 'webhook') => {
  const [row] = await rig.server.deps.db
    .select()
    .from(reminderDestinations)
    .where(and(eq(reminderDestinations.userId, alice.id), eq(reminderDestinations.channel, channel)));
  return row!.failures;
};

it('ntfy and a webhook that are down when a reminder is due and back 3 minutes later each get it once, within 2 minutes', async () => {
  await rig.hooks.stop();
  const arrivedAt = new Map<string, number>();
  for (let m = 0; m <= 15; m++) {
    if (m === 3) await rig.hooks.start();
    clock.set(minute(m));
    await runReminderTick(rig.server.deps);
    for (const a of rig.hooks.received) if (!arrivedAt.has(a.path)) arrivedAt.set(a.path, m);
  }

  expect(rig.hooks.received.map((a) => a.path).sort()).toEqual(['/hook/alice', '/ntfy/alice-birthdays']);
  for (const m of arrivedAt.values()) expect(m - 3).toBeLessThanOrEqual(2);
  // One delivery: the webhook's tries all carried its one key.
  const [hook] = rig.hooks.received.filter((a) => a.path === '/hook/alice');
  expect(hook!.headers['idempotency-key']).toBe((hook!.json as { id: string }).id);
  expect((await hookRows()).map((r) => `${r.channel} ${r.status}`).sort()).toEqual([
    'ntfy sent',
    'webhook sent',
  ]);
  // Down for a while is not a failure towards the pause.
  expect(await failuresOf('ntfy')).toBe(0);
  expect(await failuresOf('webhook')).toBe(0);
});

it('a receiver down all day fails the reminder once, when its day ends, as one failure towards the pause', async () => {
  await rig.hooks.stop();
  // Each retry at the time the delivery log asks for, as the engine's minute would find it.
  clock.set(minute(0));
  await runReminderTick(rig.server.deps);
  let tries = 1;
  for (;;) {
    const pending = (await hookRows()).filter((r) => r.status === 'pending');
    if (pending.length === 0) break;
    const next = Math.min(...pending.map((r) => r.leaseUntil!.getTime()));
    clock.set(new Date(next));
    await runReminderTick(rig.server.deps);
    tries += 1;
  }
  await rig.hooks.start();

  const rows = await hookRows();
  expect(rows.map((r) => `${r.channel} ${r.status}`).sort()).toEqual(['ntfy failed', 'webhook failed']);
  // Tried through the day (1, 1, 2, 4 … minutes apart, then hourly), never past it.
  expect(tries).toBeGreaterThan(10);
  expect(clock.now().toISOString() < '2026-11-23T00:00:00.000Z').toBe(true);
  expect(await failuresOf('ntfy')).toBe(1);
  expect(await failuresOf('webhook')).toBe(1);
  expect(rig.hooks.received).toEqual([]);
});
