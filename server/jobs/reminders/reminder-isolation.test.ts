import { Agent } from 'node:https';
import { notificationLog, pushSubscriptions } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { newId } from '@server/lib/ids';
import { buildBirthday, buildUser } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import { browserSubscription, withFakePushService } from '@server/test/push-browsers';
import { channelsOn } from '@shared/reminder-channels';
import { type FakePushService, startFakePushService } from '@test-support/fake-push-service';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { runReminderTick } from './reminder-engine';

let server: TestServer;
let service: FakePushService;
let agent: Agent;
const clock = manualClock('2026-11-22T09:00:00Z');

beforeAll(async () => {
  server = await createTestServer({ clock });
  service = await startFakePushService();
  agent = new Agent({ ca: service.ca });
});
afterAll(async () => {
  service.release();
  agent.destroy();
  await service.close();
  await server.close();
});
beforeEach(() => server.reset());

// The fake service is on loopback, which production refuses; these tests are about delivery, not addresses.
const depsWithFakePushService = () => withFakePushService(server.deps, agent);

it("one user's hanging push services never hold back another user's reminder", async () => {
  const deps = depsWithFakePushService();
  const slow = await buildUser(server.deps.db, { settings: { channels: channelsOn('push') } });
  for (let i = 0; i < 10; i++) {
    const endpoint = service.endpoint(`slow-${i}`);
    service.hold(endpoint);
    await server.deps.db
      .insert(pushSubscriptions)
      .values({ id: newId(), userId: slow.id, ...browserSubscription(endpoint) });
  }
  for (let i = 0; i < 20; i++) await buildBirthday(server.deps.db, { userId: slow.id, month: 11, day: 23 });
  const other = await buildUser(server.deps.db);
  await buildBirthday(server.deps.db, { userId: other.id, name: 'Grace', month: 11, day: 23 });

  const tick = runReminderTick(deps);
  // Grace's SMS goes out while every request to the slow user's services is still unanswered.
  await expect.poll(() => server.twilio.messages.length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => service.heldRequests, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(server.twilio.messages[0]!.to).toBe(other.phone);
  // At most 2 of the slow user's deliveries at once, each to at most 10 browsers.
  expect(service.heldRequests).toBeLessThanOrEqual(20);
  const pending = await server.deps.db
    .select()
    .from(notificationLog)
    .where(eq(notificationLog.userId, slow.id));
  expect(pending.every((row) => row.status === 'pending')).toBe(true);

  service.release();
  const result = await tick;
  expect(result.delivered).toBe(21);
  const done = await server.deps.db.select().from(notificationLog);
  expect(done.every((row) => row.status === 'sent')).toBe(true);
});

it('forgets a browser the push service calls gone, and still reminds on the others', async () => {
  const user = await buildUser(server.deps.db, { settings: { channels: channelsOn('push') } });
  const gone = service.endpoint('expired');
  const alive = service.endpoint('alive');
  service.answer(gone, 410);
  for (const endpoint of [gone, alive])
    await server.deps.db
      .insert(pushSubscriptions)
      .values({ id: newId(), userId: user.id, ...browserSubscription(endpoint) });
  await buildBirthday(server.deps.db, { userId: user.id, month: 11, day: 23 });

  expect((await runReminderTick(depsWithFakePushService())).delivered).toBe(1);
  const paths = service.deliveries.map((d) => d.path);
  expect(paths.filter((p) => !p.startsWith('/push/slow-')).sort()).toEqual(['/push/alive', '/push/expired']);
  const kept = await server.deps.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id));
  expect(kept).toEqual([{ endpoint: alive }]);
  const [row] = await server.deps.db
    .select()
    .from(notificationLog)
    .where(eq(notificationLog.userId, user.id));
  expect(row).toMatchObject({ channel: 'push', status: 'sent' });
});
