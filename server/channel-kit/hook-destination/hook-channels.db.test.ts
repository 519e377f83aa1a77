import { notificationLog, reminderDestinations, users } from '@server/db/schema';
import { deliverReminder } from '@server/jobs/reminders/deliver-reminder';
import { createDeliveryPool } from '@server/jobs/reminders/delivery-pool';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { buildBirthday } from '@server/test/factories';
import { createTestServer } from '@server/test/harness';
import { hookTestRig } from '@server/test/hook-test-rig';
import { channelsOn } from '@shared/reminder-channels';
import { verifyCakedaySignature } from '@test-support/webhook-signature';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

const clock = manualClock('2026-11-22T09:00:00Z');
const nowSeconds = () => clock.now().getTime() / 1000;
const rig = hookTestRig(clock, '2026-11-22T09:00:00Z');
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };

beforeEach(async () => {
  alice = await rig.server.signIn('+12015550123');
  bob = await rig.server.signIn('+12015550124');
});

type Who = { cookie: string | null };
const call = (who: Who, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  rig.server.app.inject({
    method,
    url: `/api/channels${url}`,
    payload,
    headers: who.cookie ? { cookie: who.cookie } : {},
  });
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;
const channelsOf = async (userId: string) => {
  const [row] = await rig.server.deps.db.select().from(users).where(eq(users.id, userId));
  return (row!.reminderSettings as { channels: Record<string, boolean> }).channels;
};
const destinationRow = async (userId: string, channel: string) => {
  const [row] = await rig.server.deps.db
    .select()
    .from(reminderDestinations)
    .where(and(eq(reminderDestinations.userId, userId), eq(reminderDestinations.channel, channel as 'ntfy')));
  return row;
};
const saveWebhook = async (who: Who, path = '/hook/alice') => {
  const res = await call(who, 'PUT', '/webhook', { url: `${rig.hooks.url}${path}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { secret: string }).secret;
};

describe('setting up ntfy', () => {
  it('saves a topic URL with its token, switches ntfy on, and never shows the token again', async () => {
    const res = await call(alice, 'PUT', '/ntfy', {
      url: `${rig.hooks.url}/ntfy/alice-birthdays`,
      token: 'tk_secret1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      destination: { url: `${rig.hooks.url}/ntfy/alice-birthdays`, hasToken: true, paused: null },
      secret: null,
    });
    expect(JSON.stringify((await call(alice, 'GET', '/ntfy')).json())).not.toContain('tk_secret1');
    expect((await channelsOf(alice.id)).ntfy).toBe(true);
    expect((await call(bob, 'GET', '/ntfy')).json()).toEqual({ destination: null });
  });

  it('sends a test as ntfy publishes JSON: topic, title, tags, priority, click, the token as Bearer', async () => {
    rig.hooks.protect('alice-birthdays', 'tk_secret1');
    await call(alice, 'PUT', '/ntfy', { url: `${rig.hooks.url}/ntfy/alice-birthdays`, token: 'tk_secret1' });
    const sent = await call(alice, 'POST', '/ntfy/test');
    expect(sent.statusCode).toBe(200);
    const arrival = await rig.hooks.arrival((a) => a.path === '/ntfy/alice-birthdays');
    expect(arrival.headers.authorization).toBe('Bearer tk_secret1');
    expect(arrival.json).toEqual({
      topic: 'alice-birthdays',
      title: 'Cakeday test',
      message: 'This is a test from Cakeday: reminders will arrive here.',
      tags: ['birthday'],
      priority: 3,
      click: rig.server.deps.config.publicUrl,
    });
  });

  it('says the test in the language the app asks for', async () => {
    await call(alice, 'PUT', '/ntfy', { url: `${rig.hooks.url}/ntfy/alice-birthdays` });
    const sent = await rig.server.app.inject({
      method: 'POST',
      url: '/api/channels/ntfy/test',
      headers: { cookie: alice.cookie, 'accept-language': 'de' },
    });
    expect(sent.statusCode).toBe(200);
    const arrival = await rig.hooks.arrival((a) => a.path === '/ntfy/alice-birthdays');
    expect(arrival.json).toMatchObject({
      title: 'Cakeday-Test',
      message: 'Das ist ein Test von Cakeday: Erinnerungen kommen hier an.',
    });
  });

  it('keeps the saved token when the address is saved again with the token field empty', async () => {
    rig.hooks.protect('alice-birthdays', 'tk_secret1');
    await call(alice, 'PUT', '/ntfy', { url: `${rig.hooks.url}/ntfy/alice-birthdays`, token: 'tk_secret1' });
    const again = await call(alice, 'PUT', '/ntfy', { url: `${rig.hooks.url}/ntfy/alice-birthdays` });
    expect((again.json() as { destination: { hasToken: boolean } }).destination.hasToken).toBe(true);
    expect((await call(alice, 'POST', '/ntfy/test')).statusCode).toBe(200);
  });

  it('says in our words when the ntfy server refuses the test (a wrong token)', async () => {
    rig.hooks.protect('alice-birthdays', 'tk_right');
    await call(alice, 'PUT', '/ntfy', { url: `${rig.hooks.url}/ntfy/alice-birthdays`, token: 'tk_wrong' });
    const sent = await call(alice, 'POST', '/ntfy/test');
    expect(sent.statusCode).toBe(502);
    expect(errorOf(sent)).toBe('The ntfy server did not accept the reminder.');
    expect(sent.body).not.toContain('forbidden');
  });
});

describe('addresses we may call', () => {
  it.each([
    ['not a url', 'This is not a web address. It starts with https://'],
    ['ntfy.sh/my-topic', 'This is not a web address. It starts with https://'],
    ['', 'Enter the address to send reminders to.'],
    ['http://93.184.216.34/my-topic', 'Use an https:// address: reminders leave this server encrypted.'],
    ['https://10.0.0.8/my-topic', 'This address is on a private network, so Cakeday cannot send to it.'],
    ['https://[::1]/my-topic', 'This address is on a private network, so Cakeday cannot send to it.'],
    ['https://me:pw@93.184.216.34/my-topic', 'Leave the user name and password out of the address.'],
    ['https://93.184.216.34/', 'Enter the topic’s address, like https://ntfy.sh/my-topic'],
  ])('refuses %j: %s', async (url, message) => {
    const res = await call(alice, 'PUT', '/ntfy', { url });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(message);
    expect(await destinationRow(alice.id, 'ntfy')).toBeUndefined();
  });

  it('refuses 127.0.0.1 without OUTBOUND_ALLOW, at save and at send', async () => {
    const strict = await createTestServer({ clock });
    try {
      const carol = await strict.signIn('+12015550125');
      const save = await strict.app.inject({
        method: 'PUT',
        url: '/api/channels/webhook',
        payload: { url: `${rig.hooks.url}/hook/carol` },
        headers: { cookie: carol.cookie },
      });
      expect(save.statusCode).toBe(400);
      expect(errorOf(save)).toBe('This address is on a private network, so Cakeday cannot send to it.');
      // Saved before the rule, or by hand: the send refuses it too, and nothing arrives.
      await strict.deps.db.insert(reminderDestinations).values({
        userId: carol.id,
        channel: 'webhook',
        config: { url: `${rig.hooks.url}/hook/carol`, secret: 'whsec_x' },
        confirmedAt: clock.now(),
      });
      await strict.deps.db
        .update(users)
        .set({
          reminderSettings: {
            enabled: true,
            types: { week: true, day: true, today: true },
            channels: channelsOn('webhook'),
            sendHour: 9,
          },
        })
        .where(eq(users.id, carol.id));
      await buildBirthday(strict.deps.db, { userId: carol.id, name: 'Ada', month: 11, day: 23 });
      expect(await runReminderTick(strict.deps)).toEqual({ due: 1, delivered: 1 });
      const [log] = await strict.deps.db
        .select()
        .from(notificationLog)
        .where(eq(notificationLog.userId, carol.id));
      expect(log).toMatchObject({
        channel: 'webhook',
        status: 'failed',
        error: 'This address is on a private network, so Cakeday cannot send to it.',
      });
      expect(rig.hooks.received).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe('setting up a webhook', () => {
  it('shows the signing secret once, on the first save only', async () => {
    const secret = await saveWebhook(alice);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify((await call(alice, 'GET', '/webhook')).json())).not.toContain(secret);
    const again = await call(alice, 'PUT', '/webhook', { url: `${rig.hooks.url}/hook/alice-2` });
    expect((again.json() as { secret: string | null }).secret).toBeNull();
    expect((await destinationRow(alice.id, 'webhook'))!.config).toMatchObject({ secret });
    expect((await channelsOf(alice.id)).webhook).toBe(true);
  });

  it('sends a signed test the receiver verifies as docs/webhooks.md says', async () => {
    const secret = await saveWebhook(alice);
    expect((await call(alice, 'POST', '/webhook/test')).statusCode).toBe(200);
    const arrival = await rig.hooks.arrival((a) => a.path === '/hook/alice');
    const signature = String(arrival.headers['x-cakeday-signature']);
    expect(verifyCakedaySignature(secret, signature, arrival.body, nowSeconds())).toBe(true);
    expect(verifyCakedaySignature('whsec_other', signature, arrival.body, nowSeconds())).toBe(false);
    expect(verifyCakedaySignature(secret, signature, `${arrival.body} `, nowSeconds())).toBe(false);
    // Replayed ten minutes later: refused by the timestamp.
    expect(verifyCakedaySignature(secret, signature, arrival.body, nowSeconds() + 600)).toBe(false);
    const event = arrival.json as Record<string, unknown>;
    expect(event).toMatchObject({ version: 1, type: 'test', sentAt: '2026-11-22T09:00:00.000Z' });
    expect(arrival.headers['idempotency-key']).toBe(event.id);
    expect(arrival.headers['content-type']).toBe('application/json');
  });

  it('sends one test however many clicks come at once', async () => {
    await saveWebhook(alice);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(alice, 'POST', '/webhook/test')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(19);
    expect(errorOf(refused[0]!)).toBe(
      'A test was just sent. Please wait a few seconds before sending another.',
    );
    expect(rig.hooks.received).toHaveLength(1);
    clock.advance(10_000);
    expect((await call(alice, 'POST', '/webhook/test')).statusCode).toBe(200);
  });

  it('removes the destination and switches the channel off; a test then asks for a setup', async () => {
    await saveWebhook(alice);
    expect((await call(alice, 'DELETE', '/webhook')).statusCode).toBe(204);
    expect(await destinationRow(alice.id, 'webhook')).toBeUndefined();
    expect((await channelsOf(alice.id)).webhook).toBe(false);
    const test = await call(alice, 'POST', '/webhook/test');
    expect(test.statusCode).toBe(404);
    expect(errorOf(test)).toBe('Set this channel up first.');
  });

  it('needs a signed-in user', async () => {
    const res = await call({ cookie: null }, 'PUT', '/webhook', { url: `${rig.hooks.url}/hook/x` });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toBe('Must be logged in');
  });
});

describe('due reminders', () => {
  it('arrive over ntfy and the webhook through the engine, the webhook keyed by its delivery', async () => {
    await call(alice, 'PUT', '/ntfy', { url: `${rig.hooks.url}/ntfy/alice-birthdays` });
    const secret = await saveWebhook(alice);
    const ada = await buildBirthday(rig.server.deps.db, {
      userId: alice.id,
      name: 'Ada',
      month: 11,
      day: 23,
    });
    await buildBirthday(rig.server.deps.db, { userId: alice.id, name: 'Today', month: 11, day: 22 });

    await runReminderTick(rig.server.deps);

    const pushed = rig.hooks.received.filter((a) => a.path === '/ntfy/alice-birthdays').map((a) => a.json);
    expect(pushed).toContainEqual({
      topic: 'alice-birthdays',
      title: "Ada's birthday is tomorrow",
      message: 'November 23rd. Open Cakeday to send your wishes.',
      tags: ['birthday'],
      priority: 3,
      click: `${rig.server.deps.config.publicUrl}/wish/${ada.id}`,
    });
    expect(pushed).toContainEqual(
      expect.objectContaining({ title: "Today's birthday is today", priority: 4 }),
    );
    const [log] = await rig.server.deps.db
      .select()
      .from(notificationLog)
      .where(
        and(
          eq(notificationLog.userId, alice.id),
          eq(notificationLog.channel, 'webhook'),
          eq(notificationLog.birthdayId, ada.id),
        ),
      );
    const hook = await rig.hooks.arrival(
      (a) => a.path === '/hook/alice' && (a.json as { id: string }).id === log!.id,
    );
    expect(
      verifyCakedaySignature(secret, String(hook.headers['x-cakeday-signature']), hook.body, nowSeconds()),
    ).toBe(true);
    expect(hook.headers['idempotency-key']).toBe(log!.id);
    expect(hook.json).toEqual({
      version: 1,
      type: 'birthday.reminder',
      id: log!.id,
      birthday: { id: ada.id, name: 'Ada', month: 11, day: 23, calendar: 'gregory', leap: false },
      occurrence: '2026-11-23',
      daysBefore: 1,
      age: null,
      language: 'en',
      title: "Ada's birthday is tomorrow",
      text: "Ada's birthday is tomorrow. November 23rd. Open Cakeday to send your wishes.",
      url: `${rig.server.deps.config.publicUrl}/wish/${ada.id}`,
      sentAt: '2026-11-22T09:00:00.000Z',
    });
    expect(log!.status).toBe('sent');
  });

  it('tell a kept-calendar birthday by its calendar: Chinese 8/15 is reminded for 2026-09-25', async () => {
    clock.set('2026-09-24T09:00:00Z');
    await saveWebhook(alice);
    const nainai = await buildBirthday(rig.server.deps.db, {
      userId: alice.id,
      name: 'Nai Nai',
      calendar: 'chinese',
      month: 8,
      day: 15,
      year: 1950,
    });
    await runReminderTick(rig.server.deps);
    const hook = await rig.hooks.arrival((a) => a.path === '/hook/alice');
    expect(hook.json).toMatchObject({
      type: 'birthday.reminder',
      birthday: { id: nainai.id, name: 'Nai Nai', month: 8, day: 15, calendar: 'chinese', leap: false },
      occurrence: '2026-09-25',
      daysBefore: 1,
      age: 76,
    });
  });

  it('resends a delivery whose claimant crashed with the same Idempotency-Key, and ntfy once more', async () => {
    await saveWebhook(alice);
    await call(alice, 'PUT', '/ntfy', { url: `${rig.hooks.url}/ntfy/alice-birthdays` });
    const ada = await buildBirthday(rig.server.deps.db, {
      userId: alice.id,
      name: 'Ada',
      month: 11,
      day: 23,
    });
    // Claimed ten minutes ago by an instance that died before its answer was recorded.
    const crashed = (channel: 'ntfy' | 'webhook') => ({
      id: `crashed-${channel}`,
      userId: alice.id,
      birthdayId: ada.id,
      leadDays: 1,
      occurrence: '2026-11-23',
      channel,
      status: 'pending' as const,
      dueAt: new Date('2026-11-22T09:00:00Z'),
      claimedAt: new Date(clock.now().getTime() - 10 * 60_000),
      leaseUntil: new Date(clock.now().getTime() - 5 * 60_000),
    });
    await rig.server.deps.db.insert(notificationLog).values([crashed('webhook'), crashed('ntfy')]);

    await runReminderTick(rig.server.deps);

    const hook = await rig.hooks.arrival((a) => a.path === '/hook/alice');
    expect(hook.headers['idempotency-key']).toBe('crashed-webhook');
    expect((hook.json as { id: string }).id).toBe('crashed-webhook');
    expect(rig.hooks.received.filter((a) => a.path === '/ntfy/alice-birthdays')).toHaveLength(1);
    const rows = await rig.server.deps.db
      .select()
      .from(notificationLog)
      .where(eq(notificationLog.userId, alice.id));
    expect(
      rows
        .filter((r) => r.channel !== 'sms')
        .map((r) => `${r.id} ${r.status} ${r.attempts} ${r.retake}`)
        .sort(),
    ).toEqual(['crashed-ntfy sent 2 resent_unconfirmed', 'crashed-webhook sent 2 resent_unconfirmed']);
  });

  it('pauses a destination after 10 permanent failures in a row, says why, and resumes when saved again', async () => {
    await saveWebhook(alice, '/hook/gone');
    rig.hooks.answer('/hook/gone', 410);
    for (let day = 1; day <= 9; day++)
      await buildBirthday(rig.server.deps.db, { userId: alice.id, name: `P${day}`, month: 11, day: 23 });
    await runReminderTick(rig.server.deps);
    // Nine in a row: still on.
    expect(await destinationRow(alice.id, 'webhook')).toMatchObject({ failures: 9, pausedAt: null });
    await buildBirthday(rig.server.deps.db, { userId: alice.id, name: 'P10', month: 11, day: 23 });
    await runReminderTick(rig.server.deps);

    expect(await destinationRow(alice.id, 'webhook')).toMatchObject({ failures: 10, pausedAt: clock.now() });
    const state = (await call(alice, 'GET', '/webhook')).json() as { destination: { paused: string } };
    expect(state.destination.paused).toBe(
      'Paused after 10 failed deliveries in a row (the last: Your webhook did not accept the reminder). Save the address again to resume.',
    );
    // Paused: the next birthday is not sent there, but its history says why, without counting.
    const later = await buildBirthday(rig.server.deps.db, {
      userId: alice.id,
      name: 'Later',
      month: 11,
      day: 23,
    });
    const before = rig.hooks.received.length;
    await runReminderTick(rig.server.deps);
    expect(rig.hooks.received.length).toBe(before);
    const laterRows = await rig.server.deps.db
      .select()
      .from(notificationLog)
      .where(and(eq(notificationLog.userId, alice.id), eq(notificationLog.birthdayId, later.id)));
    expect(laterRows.map((r) => `${r.channel} ${r.status} ${r.error}`).sort()).toEqual([
      'sms sent null',
      'webhook failed Not sent: this channel is paused after repeated failures. Reminder Settings says how to resume it.',
    ]);
    expect(await destinationRow(alice.id, 'webhook')).toMatchObject({ failures: 10 });
    // One the due query found just before the pause: not sent, and the history says why.
    const racing = await buildBirthday(rig.server.deps.db, {
      userId: alice.id,
      name: 'Racing',
      month: 11,
      day: 23,
    });
    const due = {
      ...racing,
      birthdayId: racing.id,
      userId: alice.id,
      leadDays: 1,
      occurrence: '2026-11-23',
      language: 'en' as const,
      timeZone: 'UTC',
    };
    await deliverReminder(rig.server.deps, { ...due, dueAt: clock.now(), phone: '', channels: ['webhook'] });
    expect(rig.hooks.received.length).toBe(before);
    const [notSent] = await rig.server.deps.db
      .select()
      .from(notificationLog)
      .where(and(eq(notificationLog.userId, alice.id), eq(notificationLog.birthdayId, racing.id)));
    expect(notSent).toMatchObject({
      status: 'failed',
      error:
        'Not sent: this channel is paused after repeated failures. Reminder Settings says how to resume it.',
    });

    rig.hooks.answer('/hook/gone', 200);
    await saveWebhook(alice, '/hook/gone');
    expect(await destinationRow(alice.id, 'webhook')).toMatchObject({ failures: 0, pausedAt: null });
    // Resumed: the next reminder goes there again (those missed while paused stay in the history).
    await buildBirthday(rig.server.deps.db, { userId: alice.id, name: 'Resumed', month: 11, day: 23 });
    await runReminderTick(rig.server.deps);
    expect(rig.hooks.received.length).toBe(before + 1);
  });

  it('counts only permanent failures, and a success starts the count again', async () => {
    await saveWebhook(alice, '/hook/flaky');
    rig.hooks.answer('/hook/flaky', 404);
    await buildBirthday(rig.server.deps.db, { userId: alice.id, month: 11, day: 23 });
    await runReminderTick(rig.server.deps);
    expect((await destinationRow(alice.id, 'webhook'))!.failures).toBe(1);

    for (const status of [503, 429, 408]) {
      rig.hooks.answer('/hook/flaky', status);
      await buildBirthday(rig.server.deps.db, { userId: alice.id, month: 11, day: 23 });
      await runReminderTick(rig.server.deps);
    }
    expect((await destinationRow(alice.id, 'webhook'))!.failures).toBe(1);

    rig.hooks.answer('/hook/flaky', 204);
    await buildBirthday(rig.server.deps.db, { userId: alice.id, month: 11, day: 23 });
    await runReminderTick(rig.server.deps);
    expect((await destinationRow(alice.id, 'webhook'))!.failures).toBe(0);
  });

  it('one user’s hanging webhook does not hold back another user’s reminder', async () => {
    await saveWebhook(alice, '/hook/hangs');
    await saveWebhook(bob, '/hook/bob');
    rig.hooks.answer('/hook/hangs', 'hang');
    for (let i = 0; i < 4; i++)
      await buildBirthday(rig.server.deps.db, { userId: alice.id, name: `A${i}`, month: 11, day: 23 });
    // One pool across ticks, as the engine keeps it; smaller than the default to make the point.
    const pool = createDeliveryPool({ overall: 2, perUser: 1 });
    const aliceTick = runReminderTick(rig.server.deps, clock.now(), pool);
    await rig.hooks.arrival((a) => a.path === '/hook/hangs');

    // Alice's first request now waits for an answer; Bob's birthday comes due in the next tick.
    await buildBirthday(rig.server.deps.db, { userId: bob.id, name: 'Bea', month: 11, day: 23 });
    const bobTick = runReminderTick(rig.server.deps, clock.now(), pool);
    const bobs = await rig.hooks.arrival((a) => a.path === '/hook/bob');
    expect((bobs.json as { birthday: { name: string } }).birthday.name).toBe('Bea');
    await bobTick;
    const [bobLog] = await rig.server.deps.db
      .select()
      .from(notificationLog)
      .where(and(eq(notificationLog.userId, bob.id), eq(notificationLog.channel, 'webhook')));
    expect(bobLog?.status).toBe('sent');
    // Bob was delivered while Alice's first webhook still hung and her others had not been sent.
    expect(rig.hooks.received.filter((a) => a.path === '/hook/hangs')).toHaveLength(1);

    rig.hooks.answer('/hook/hangs', 200);
    rig.hooks.release();
    await aliceTick;
    expect(rig.hooks.received.filter((a) => a.path === '/hook/hangs')).toHaveLength(4);
  });

  it("sends a user's channels side by side: ntfy and the webhook are both in flight, neither answered", async () => {
    await call(alice, 'PUT', '/ntfy', { url: `${rig.hooks.url}/ntfy/alice-birthdays` });
    await saveWebhook(alice, '/hook/hangs');
    rig.hooks.answer('/ntfy/alice-birthdays', 'hang');
    rig.hooks.answer('/hook/hangs', 'hang');
    await buildBirthday(rig.server.deps.db, { userId: alice.id, name: 'Ada', month: 11, day: 23 });
    let ticked = false;
    const tick = runReminderTick(rig.server.deps).finally(() => {
      ticked = true;
    });
    // One after the other, the webhook would wait for ntfy's answer, which never comes until released.
    await rig.hooks.arrival((a) => a.path === '/ntfy/alice-birthdays');
    await rig.hooks.arrival((a) => a.path === '/hook/hangs');
    expect(ticked).toBe(false);

    rig.hooks.answer('/ntfy/alice-birthdays', 200);
    rig.hooks.answer('/hook/hangs', 200);
    rig.hooks.release();
    await tick;
    const rows = await rig.server.deps.db
      .select()
      .from(notificationLog)
      .where(eq(notificationLog.userId, alice.id));
    expect(rows.map((r) => `${r.channel} ${r.status}`).sort()).toEqual([
      'ntfy sent',
      'sms sent',
      'webhook sent',
    ]);
  });
});

describe('temporary failures', () => {
  const webhookLog = async (userId: string) => {
    const [row] = await rig.server.deps.db
      .select()
      .from(notificationLog)
      .where(and(eq(notificationLog.userId, userId), eq(notificationLog.channel, 'webhook')));
    return row!;
  };
  const tickAt = (iso: string) => {
    clock.set(iso);
    return runReminderTick(rig.server.deps);
  };
  const arrivals = (path: string) => rig.hooks.received.filter((a) => a.path === path);

  it('are tried again with backoff and Retry-After, and the reminder then arrives once', async () => {
    await saveWebhook(alice, '/hook/busy');
    rig.hooks.answer('/hook/busy', 503);
    await buildBirthday(rig.server.deps.db, { userId: alice.id, name: 'Ada', month: 11, day: 23 });

    await tickAt('2026-11-22T09:00:00Z');
    expect(await webhookLog(alice.id)).toMatchObject({
      status: 'pending',
      leaseUntil: new Date('2026-11-22T09:01:00Z'),
      error: 'Your webhook did not accept the reminder.',
    });
    await tickAt('2026-11-22T09:00:30Z');
    expect(arrivals('/hook/busy')).toHaveLength(1);

    // Busy, and it says for how long: 10 minutes, longer than the backoff's 1.
    rig.hooks.answer('/hook/busy', 429, { 'retry-after': '600' });
    await tickAt('2026-11-22T09:01:00Z');
    expect(arrivals('/hook/busy')).toHaveLength(2);
    expect((await webhookLog(alice.id)).leaseUntil).toEqual(new Date('2026-11-22T09:11:00Z'));

    rig.hooks.answer('/hook/busy', 200);
    await tickAt('2026-11-22T09:10:59Z');
    expect(arrivals('/hook/busy')).toHaveLength(2);
    await Promise.all([0, 1, 2].map(() => tickAt('2026-11-22T09:11:00Z')));
    await tickAt('2026-11-22T10:00:00Z');

    const sent = arrivals('/hook/busy');
    expect(sent).toHaveLength(3);
    // One delivery: every try carries its one idempotency key; a retry is not a crash's resend.
    expect(new Set(sent.map((a) => a.headers['idempotency-key'])).size).toBe(1);
    expect(await webhookLog(alice.id)).toMatchObject({ status: 'sent', retake: null });
    expect((await destinationRow(alice.id, 'webhook'))!.failures).toBe(0);
  });

  it('are never tried after the day the reminder was due: the failure is recorded then', async () => {
    await saveWebhook(alice, '/hook/down');
    rig.hooks.answer('/hook/down', 502);
    await buildBirthday(rig.server.deps.db, { userId: alice.id, month: 11, day: 23 });

    await tickAt('2026-11-22T22:30:00Z'); // late all day: the backoff is at its hour
    expect((await webhookLog(alice.id)).leaseUntil).toEqual(new Date('2026-11-22T23:30:00Z'));
    await tickAt('2026-11-22T23:30:00Z'); // an hour more would be tomorrow
    expect(await webhookLog(alice.id)).toMatchObject({
      status: 'failed',
      error: 'Your webhook did not accept the reminder.',
    });
    await tickAt('2026-11-22T23:59:00Z');
    expect(arrivals('/hook/down')).toHaveLength(2);
  });

  it('a permanent refusal is recorded at once, not retried', async () => {
    await saveWebhook(alice, '/hook/gone');
    rig.hooks.answer('/hook/gone', 404);
    await buildBirthday(rig.server.deps.db, { userId: alice.id, month: 11, day: 23 });
    await tickAt('2026-11-22T09:00:00Z');
    expect((await webhookLog(alice.id)).status).toBe('failed');
    await tickAt('2026-11-22T12:00:00Z');
    expect(arrivals('/hook/gone')).toHaveLength(1);
  });
});
