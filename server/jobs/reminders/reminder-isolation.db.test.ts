import { notificationLog, pushSubscriptions } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { newId } from '@server/lib/ids';
import { buildBirthday, buildUser } from '@server/test/factories';
import { browserSubscription, pushTestRig } from '@server/test/push-browsers';
import { channelsOn } from '@shared/reminder-channels';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runReminderTick } from './reminder-engine';

const clock = manualClock('2026-11-22T09:00:00Z');
const rig = pushTestRig(clock);

it("one user's hanging push services never hold back another user's reminder", async () => {
  const deps = rig.deps();
  const slow = await buildUser(rig.server.deps.db, { settings: { channels: channelsOn('push') } });
  for (let i = 0; i < 10; i++) {
    const endpoint = rig.service.endpoint(`slow-${i}`);
    rig.service.hold(endpoint);
    await rig.server.deps.db
      .insert(pushSubscriptions)
      .values({ id: newId(), userId: slow.id, ...browserSubscription(endpoint) });
  }
  for (let i = 0; i < 20; i++)
    await buildBirthday(rig.server.deps.db, { userId: slow.id, month: 11, day: 23 });
  const other = await buildUser(rig.server.deps.db);
  await buildBirthday(rig.server.deps.db, { userId: other.id, name: 'Grace', month: 11, day: 23 });

  const tick = runReminderTick(deps);
  // Grace's SMS goes out while every request to the slow user's services is still unanswered.
  await expect.poll(() => rig.server.twilio.messages.length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => rig.service.heldRequests, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(rig.server.twilio.messages[0]!.to).toBe(other.phone);
  // At most 4 of the slow user's deliveries at once (the pool's bound per user), each to at most 10 browsers.
  expect(rig.service.heldRequests).toBeLessThanOrEqual(40);
  const pending = await rig.server.deps.db
    .select()
    .from(notificationLog)
    .where(eq(notificationLog.userId, slow.id));
  expect(pending.every((row) => row.status === 'pending')).toBe(true);

  rig.service.release();
  const result = await tick;
  expect(result.delivered).toBe(21);
  const done = await rig.server.deps.db.select().from(notificationLog);
  expect(done.every((row) => row.status === 'sent')).toBe(true);
});

it('forgets a browser the push service calls gone, and still reminds on the others', async () => {
  const user = await buildUser(rig.server.deps.db, { settings: { channels: channelsOn('push') } });
  const gone = rig.service.endpoint('expired');
  const alive = rig.service.endpoint('alive');
  rig.service.answer(gone, 410);
  for (const endpoint of [gone, alive])
    await rig.server.deps.db
      .insert(pushSubscriptions)
      .values({ id: newId(), userId: user.id, ...browserSubscription(endpoint) });
  await buildBirthday(rig.server.deps.db, { userId: user.id, month: 11, day: 23 });

  expect((await runReminderTick(rig.deps())).delivered).toBe(1);
  const paths = rig.service.deliveries.map((d) => d.path);
  expect(paths.filter((p) => !p.startsWith('/push/slow-')).sort()).toEqual(['/push/alive', '/push/expired']);
  const kept = await rig.server.deps.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id));
  expect(kept).toEqual([{ endpoint: alive }]);
  const [row] = await rig.server.deps.db
    .select()
    .from(notificationLog)
    .where(eq(notificationLog.userId, user.id));
  expect(row).toMatchObject({ channel: 'push', status: 'sent' });
});
