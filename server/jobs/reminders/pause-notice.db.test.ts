import { digestLog, reminderDestinations, users } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { buildBirthday } from '@server/test/factories';
import { hookTestRig } from '@server/test/hook-test-rig';
import { channelsOn, type ReminderChannelId } from '@shared/reminder-channels';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryPool } from './delivery-pool';
import { runReminderTick } from './reminder-engine';

const clock = manualClock('2026-11-22T09:00:00Z');
const rig = hookTestRig(clock, '2026-11-22T09:00:00Z');
let alice: { cookie: string; id: string };

const NOTICE =
  'Cakeday paused reminders by Webhook after 10 failed deliveries in a row. Open Reminder Settings to fix it and resume.';

beforeEach(async () => {
  alice = await rig.server.signIn('+12015550123');
});

const put = async (path: string, payload: object) => {
  const res = await rig.server.app.inject({
    method: 'PUT',
    url: `/api/channels${path}`,
    payload,
    headers: { cookie: alice.cookie },
  });
  expect(res.statusCode).toBe(200);
};
/**
 * Alice's channels: a webhook that refuses everything (410; at `webhook` one that takes everything),
 * and the others given. Her ntfy server is the fake ntfy, or at `/flaky/` a server that answers as
 * `rig.hooks.answer` says.
 */
async function setUp(on: ReminderChannelId[], ntfyServer = 'ntfy', webhook = '/hook/gone') {
  await put('/webhook', { url: `${rig.hooks.url}${webhook}` });
  rig.hooks.answer('/hook/gone', 410);
  if (on.includes('ntfy')) await put('/ntfy', { url: `${rig.hooks.url}/${ntfyServer}/alice` });
  await rig.server.deps.db
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
    await buildBirthday(rig.server.deps.db, { userId: alice.id, name: `P${i}`, month: 11, day: 23 });
}
const ntfyNotices = () =>
  rig.hooks.received
    .filter((a) => a.path === '/ntfy/alice')
    .map((a) => (a.json as { message: string }).message)
    .filter((m) => m.includes('paus'));
const smsNotices = () =>
  rig.server.twilio.messages.filter((m) => m.body.includes('paused')).map((m) => m.body);
const tickLater = async (minutes: number) => {
  clock.set(new Date(clock.now().getTime() + minutes * 60_000));
  return runReminderTick(rig.server.deps, clock.now(), createDeliveryPool());
};
const paused = async () => {
  const [row] = await rig.server.deps.db
    .select()
    .from(reminderDestinations)
    .where(and(eq(reminderDestinations.userId, alice.id), eq(reminderDestinations.channel, 'webhook')));
  return row!.pausedAt;
};

describe('the notice that a channel was paused', () => {
  it('goes once to each other ready channel (ntfy, SMS), in our words, with the app link', async () => {
    await setUp(['ntfy', 'sms']);
    await runReminderTick(rig.server.deps);
    expect(await paused()).toEqual(clock.now());
    expect(ntfyNotices()).toEqual([]);

    // Two engines look at once, then again later: one notice per channel all the same.
    await Promise.all([tickLater(1), runReminderTick(rig.server.deps, clock.now(), createDeliveryPool())]);
    await tickLater(1);
    await tickLater(60);
    expect(ntfyNotices()).toEqual([NOTICE]);
    const ntfy = rig.hooks.received.find((a) => a.path === '/ntfy/alice' && a.body.includes('paused'));
    expect((ntfy!.json as { click: string }).click).toBe(`${rig.server.deps.config.publicUrl}/settings`);
    expect(smsNotices()).toEqual([`${NOTICE} ${rig.server.deps.config.publicUrl}/settings`]);
    // Nothing went to the paused webhook itself.
    expect(rig.hooks.received.filter((a) => a.path === '/hook/gone')).toHaveLength(10);
  });

  it('reads naturally as a webhook’s text: the title names the paused channel, the sentence says the rest', async () => {
    await setUp(['ntfy'], 'flaky', '/hook/alice');
    rig.hooks.answer('/flaky/', 410);
    await runReminderTick(rig.server.deps);
    await tickLater(1);
    const events = rig.hooks.received.filter((a) => a.path === '/hook/alice').map((a) => a.json);
    expect(events.filter((e) => (e as { type: string }).type === 'channel.paused')).toEqual([
      expect.objectContaining({
        channel: 'ntfy',
        title: 'ntfy reminders paused',
        text: 'ntfy reminders paused. Cakeday paused reminders by ntfy after 10 failed deliveries in a row. Open Reminder Settings to fix it and resume.',
        url: `${rig.server.deps.config.publicUrl}/settings`,
      }),
    ]);
  });

  it('is in the user’s message language', async () => {
    await rig.server.deps.db.update(users).set({ messageLanguage: 'de' }).where(eq(users.id, alice.id));
    await setUp(['ntfy']);
    await runReminderTick(rig.server.deps);
    await tickLater(1);
    expect(ntfyNotices()).toEqual([
      'Cakeday hat die Erinnerungen per Webhook nach 10 fehlgeschlagenen Zustellungen in Folge pausiert. Öffne die Erinnerungseinstellungen, um es zu beheben und fortzusetzen.',
    ]);
  });

  it('is in the language the user chose in Settings (Korean), over their message language', async () => {
    await rig.server.deps.db
      .update(users)
      .set({ locale: 'ko', messageLanguage: 'de' })
      .where(eq(users.id, alice.id));
    await setUp(['ntfy']);
    await runReminderTick(rig.server.deps);
    await tickLater(1);
    const notices = rig.hooks.received
      .filter((a) => a.path === '/ntfy/alice')
      .map((a) => a.json as { title: string; message: string })
      .filter((m) => m.message.includes('일시 중지'));
    expect(notices.map((m) => m.title)).toEqual(['웹훅 알림 일시 중지됨']);
    expect(notices.map((m) => m.message)).toEqual([
      '연속 10번 전송에 실패해서 Cakeday가 웹훅 알림을 일시 중지했어요. 알림 설정을 열어 문제를 해결하고 다시 시작해 주세요.',
    ]);
  });

  it('sends nothing, and fails nothing, when no other channel can reach the user', async () => {
    await setUp([]);
    await runReminderTick(rig.server.deps);
    expect(await paused()).not.toBeNull();
    const before = rig.hooks.received.length;
    await expect(tickLater(1)).resolves.toMatchObject({ delivered: 0 });
    expect(rig.hooks.received.length).toBe(before + 0);
    expect(smsNotices()).toEqual([]);
    expect(await rig.server.deps.db.select().from(digestLog)).toEqual([]);
  });

  it('is tried once on a channel that refuses it for good, and not again', async () => {
    await setUp(['ntfy'], 'flaky');
    await runReminderTick(rig.server.deps);
    // Refused from now on (the reminders before it went through, so ntfy is not paused too).
    rig.hooks.answer('/flaky/', 404);
    await tickLater(1);
    await tickLater(1);
    await tickLater(60);
    const tried = rig.hooks.received.filter((a) => a.path === '/flaky/' && a.body.includes('paused'));
    expect(tried).toHaveLength(1);
    const [row] = await rig.server.deps.db.select().from(digestLog).where(eq(digestLog.userId, alice.id));
    expect(row).toMatchObject({ kind: 'paused:webhook', channel: 'ntfy', status: 'failed' });
  });

  it('is retried within the day when a channel answers "later", and given up after', async () => {
    await setUp(['ntfy'], 'flaky');
    rig.hooks.answer('/flaky/', 503);
    await runReminderTick(rig.server.deps);
    for (let i = 0; i < 48; i++) await tickLater(30);
    const tried = rig.hooks.received.filter((a) => a.path === '/flaky/' && a.body.includes('paused'));
    expect(tried.length).toBeGreaterThan(1);
    expect(tried.length).toBeLessThan(20);
    const [row] = await rig.server.deps.db.select().from(digestLog).where(eq(digestLog.userId, alice.id));
    expect(row).toMatchObject({ kind: 'paused:webhook', status: 'failed' });
  });
});
