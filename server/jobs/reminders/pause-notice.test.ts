import { digestLog, reminderDestinations, users } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { buildBirthday } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import { channelsOn, type ReminderChannelId } from '@shared/reminder-channels';
import { type FakeHooks, startFakeHooks } from '@test-support/fake-hooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryPool } from './delivery-pool';
import { runReminderTick } from './reminder-engine';

const clock = manualClock('2026-11-22T09:00:00Z');
let server: TestServer;
let hooks: FakeHooks;
let alice: { cookie: string; id: string };

const NOTICE =
  'Cakeday paused reminders by Webhook after 10 failed deliveries in a row. Open Reminder Settings to fix it and resume.';

beforeAll(async () => {
  hooks = await startFakeHooks();
  server = await createTestServer({ clock, env: { OUTBOUND_ALLOW: '127.0.0.1' } });
});
beforeEach(async () => {
  clock.set('2026-11-22T09:00:00Z');
  await server.reset();
  hooks.reset();
  alice = await server.signIn('+12015550123');
});
afterAll(async () => {
  await server.close();
  await hooks.close();
});

const put = async (path: string, payload: object) => {
  const res = await server.app.inject({
    method: 'PUT',
    url: `/api/channels${path}`,
    payload,
    headers: { cookie: alice.cookie },
  });
  expect(res.statusCode).toBe(200);
};
/**
 * Alice's channels: a webhook that refuses everything (410), and the others given. Her ntfy server
 * is the fake ntfy, or at `/flaky/` a server that answers as `hooks.answer` says.
 */
async function setUp(on: ReminderChannelId[], ntfyServer = 'ntfy') {
  await put('/webhook', { url: `${hooks.url}/hook/gone` });
  hooks.answer('/hook/gone', 410);
  if (on.includes('ntfy')) await put('/ntfy', { url: `${hooks.url}/${ntfyServer}/alice` });
  await server.deps.db
    .update(users)
    .set({
      reminderSettings: {
        enabled: true,
        types: { week: true, day: true, today: true },
        channels: channelsOn('webhook', ...on),
        sendHour: 9,
      },
    })
    .where(eq(users.id, alice.id));
  for (let i = 1; i <= 10; i++)
    await buildBirthday(server.deps.db, { userId: alice.id, name: `P${i}`, month: 11, day: 23 });
}
const ntfyNotices = () =>
  hooks.received
    .filter((a) => a.path === '/ntfy/alice')
    .map((a) => (a.json as { message: string }).message)
    .filter((m) => m.includes('paus'));
const smsNotices = () => server.twilio.messages.filter((m) => m.body.includes('paused')).map((m) => m.body);
const tickLater = async (minutes: number) => {
  clock.set(new Date(clock.now().getTime() + minutes * 60_000));
  return runReminderTick(server.deps, clock.now(), createDeliveryPool());
};
const paused = async () => {
  const [row] = await server.deps.db
    .select()
    .from(reminderDestinations)
    .where(and(eq(reminderDestinations.userId, alice.id), eq(reminderDestinations.channel, 'webhook')));
  return row!.pausedAt;
};

describe('the notice that a channel was paused', () => {
  it('goes once to each other ready channel (ntfy, SMS), in our words, with the app link', async () => {
    await setUp(['ntfy', 'sms']);
    await runReminderTick(server.deps);
    expect(await paused()).toEqual(clock.now());
    expect(ntfyNotices()).toEqual([]);

    // Two engines look at once, then again later: one notice per channel all the same.
    await Promise.all([tickLater(1), runReminderTick(server.deps, clock.now(), createDeliveryPool())]);
    await tickLater(1);
    await tickLater(60);
    expect(ntfyNotices()).toEqual([NOTICE]);
    const ntfy = hooks.received.find((a) => a.path === '/ntfy/alice' && a.body.includes('paused'));
    expect((ntfy!.json as { click: string }).click).toBe(`${server.deps.config.publicUrl}/settings`);
    expect(smsNotices()).toEqual([`${NOTICE} ${server.deps.config.publicUrl}/settings`]);
    // Nothing went to the paused webhook itself.
    expect(hooks.received.filter((a) => a.path === '/hook/gone')).toHaveLength(10);
  });

  it('is in the user’s message language', async () => {
    await server.deps.db.update(users).set({ messageLanguage: 'de' }).where(eq(users.id, alice.id));
    await setUp(['ntfy']);
    await runReminderTick(server.deps);
    await tickLater(1);
    expect(ntfyNotices()).toEqual([
      'Cakeday hat die Erinnerungen per Webhook nach 10 fehlgeschlagenen Zustellungen in Folge pausiert. Öffne die Erinnerungseinstellungen, um es zu beheben und fortzusetzen.',
    ]);
  });

  it('sends nothing, and fails nothing, when no other channel can reach the user', async () => {
    await setUp([]);
    await runReminderTick(server.deps);
    expect(await paused()).not.toBeNull();
    const before = hooks.received.length;
    await expect(tickLater(1)).resolves.toMatchObject({ delivered: 0 });
    expect(hooks.received.length).toBe(before + 0);
    expect(smsNotices()).toEqual([]);
    expect(await server.deps.db.select().from(digestLog)).toEqual([]);
  });

  it('is tried once on a channel that refuses it for good, and not again', async () => {
    await setUp(['ntfy'], 'flaky');
    await runReminderTick(server.deps);
    // Refused from now on (the reminders before it went through, so ntfy is not paused too).
    hooks.answer('/flaky/', 404);
    await tickLater(1);
    await tickLater(1);
    await tickLater(60);
    const tried = hooks.received.filter((a) => a.path === '/flaky/' && a.body.includes('paused'));
    expect(tried).toHaveLength(1);
    const [row] = await server.deps.db.select().from(digestLog).where(eq(digestLog.userId, alice.id));
    expect(row).toMatchObject({ kind: 'paused:webhook', channel: 'ntfy', status: 'failed' });
  });

  it('is retried within the day when a channel answers "later", and given up after', async () => {
    await setUp(['ntfy'], 'flaky');
    hooks.answer('/flaky/', 503);
    await runReminderTick(server.deps);
    for (let i = 0; i < 48; i++) await tickLater(30);
    const tried = hooks.received.filter((a) => a.path === '/flaky/' && a.body.includes('paused'));
    expect(tried.length).toBeGreaterThan(1);
    expect(tried.length).toBeLessThan(20);
    const [row] = await server.deps.db.select().from(digestLog).where(eq(digestLog.userId, alice.id));
    expect(row).toMatchObject({ kind: 'paused:webhook', status: 'failed' });
  });
});
