import { digestLog, notificationLog, reminderDestinations, users } from '@server/db/schema';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { buildBirthday, buildUser } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import { channelsOn } from '@shared/reminder-channels';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeHomeserver, startFakeHomeserver } from './fake-homeserver';

const clock = manualClock('2026-11-22T09:00:00Z');
let server: TestServer;
let homeserver: FakeHomeserver;
let alice: { cookie: string; id: string };
const ROOM = '!birthdays:127.0.0.1';
const TOKEN = 'syt_YWxpY2U_secret_1';

beforeAll(async () => {
  homeserver = await startFakeHomeserver();
  server = await createTestServer({ clock, env: { OUTBOUND_ALLOW: '127.0.0.1' } });
});
beforeEach(async () => {
  clock.set('2026-11-22T09:00:00Z');
  await server.reset();
  homeserver.reset();
  homeserver.join(TOKEN, ROOM);
  alice = await server.signIn('+12015550123');
});
afterAll(async () => {
  await server.close();
  await homeserver.close();
});

type Who = { cookie: string | null };
const call = (who: Who, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: who.cookie ? { cookie: who.cookie } : {},
  });
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { message: string; field?: string } }).error;
const save = (who: Who, setup: object = {}) =>
  call(who, 'PUT', '/channels/matrix', { homeserver: homeserver.url, roomId: ROOM, token: TOKEN, ...setup });
const row = async (userId: string) => {
  const [found] = await server.deps.db
    .select()
    .from(reminderDestinations)
    .where(and(eq(reminderDestinations.userId, userId), eq(reminderDestinations.channel, 'matrix')));
  return found;
};
const matrixFlag = async (userId: string) => {
  const [found] = await server.deps.db.select().from(users).where(eq(users.id, userId));
  return (found!.reminderSettings as { channels: Record<string, boolean> }).channels.matrix;
};
const tickAt = (iso: string) => {
  clock.set(iso);
  return runReminderTick(server.deps);
};
const matrixLog = async (userId: string) => {
  const [found] = await server.deps.db
    .select()
    .from(notificationLog)
    .where(and(eq(notificationLog.userId, userId), eq(notificationLog.channel, 'matrix')));
  return found!;
};

describe('setting up Matrix', () => {
  it('saves the homeserver, room and token, switches Matrix on, and never shows the token again', async () => {
    const res = await save(alice, { homeserver: `${homeserver.url}/`, roomId: ` ${ROOM} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ setup: { homeserver: homeserver.url, roomId: ROOM, paused: null } });
    const read = await call(alice, 'GET', '/channels/matrix');
    expect(read.json()).toEqual({ setup: { homeserver: homeserver.url, roomId: ROOM, paused: null } });
    expect(read.body).not.toContain('secret_1');
    expect(await matrixFlag(alice.id)).toBe(true);
    const bob = await server.signIn('+12015550124');
    expect((await call(bob, 'GET', '/channels/matrix')).json()).toEqual({ setup: null });
  });

  it.each([
    [
      'homeserver',
      { homeserver: 'matrix.example.org' },
      'Enter your homeserver’s address, like https://matrix.example.org',
    ],
    ['homeserver', { homeserver: '' }, 'Enter your homeserver’s address, like https://matrix.example.org'],
    [
      'homeserver',
      { homeserver: 'http://93.184.216.34' },
      'Use an https:// address: reminders leave this server encrypted.',
    ],
    [
      'homeserver',
      { homeserver: 'https://10.0.0.8' },
      'This address is on a private network, so Cakeday cannot send to it.',
    ],
    [
      'homeserver',
      { homeserver: 'https://me:pw@93.184.216.34' },
      'Leave the user name and password out of the address.',
    ],
    [
      'roomId',
      { roomId: '#birthdays:example.org' },
      'Enter the room ID, like !abc123:example.org (Element: Room settings › Advanced). A room address starting with # does not work here.',
    ],
    [
      'roomId',
      { roomId: '! spaced:example.org' },
      'Enter the room ID, like !abc123:example.org (Element: Room settings › Advanced). A room address starting with # does not work here.',
    ],
    ['token', { token: 'syt_with space' }, 'An access token has no spaces (it looks like syt_…).'],
    ['token', { token: undefined }, 'Paste the access token of the account that will post the reminders.'],
  ])('refuses a bad %s: %j', async (field, setup, message) => {
    const res = await save(alice, setup);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message, field });
    expect(await row(alice.id)).toBeUndefined();
  });

  it('keeps the saved token when saved again without one, but never for another homeserver', async () => {
    await save(alice);
    homeserver.join(TOKEN, '!other:127.0.0.1');
    const again = await save(alice, { roomId: '!other:127.0.0.1', token: '' });
    expect(again.statusCode).toBe(200);
    expect((await row(alice.id))!.config).toMatchObject({ roomId: '!other:127.0.0.1', token: TOKEN });
    const elsewhere = await save(alice, { homeserver: 'http://127.0.0.1:9', token: undefined });
    expect(elsewhere.statusCode).toBe(400);
    expect(errorOf(elsewhere).message).toBe(
      'Paste the access token of the account that will post the reminders.',
    );
    expect((await row(alice.id))!.config).toMatchObject({ homeserver: homeserver.url, token: TOKEN });
  });

  it('removes the setup and switches Matrix off; a test then asks for a setup', async () => {
    await save(alice);
    expect((await call(alice, 'DELETE', '/channels/matrix')).statusCode).toBe(204);
    expect(await row(alice.id)).toBeUndefined();
    expect(await matrixFlag(alice.id)).toBe(false);
    const test = await call(alice, 'POST', '/channels/matrix/test');
    expect(test.statusCode).toBe(404);
    expect(errorOf(test).message).toBe('Set this channel up first.');
  });

  it('needs a signed-in user', async () => {
    const res = await save({ cookie: null });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('Must be logged in');
  });

  it('keeps settings saved before Matrix existed: a missing flag reads and saves as off', async () => {
    // As if Matrix had been added after Alice last saved: her stored flags lack it.
    await server.deps.db
      .update(users)
      .set({ reminderSettings: sql`${users.reminderSettings} #- '{channels,matrix}'` })
      .where(eq(users.id, alice.id));
    const old = {
      enabled: true,
      types: { week: true, day: true, today: true },
      channels: { sms: true, push: false, email: false, telegram: false, ntfy: false, webhook: false },
      sendHour: 9,
      timeZone: 'UTC',
    };
    const put = await call(alice, 'PUT', '/reminders/settings', old);
    expect(put.statusCode).toBe(200);
    const read = await call(alice, 'GET', '/reminders/settings');
    expect((read.json() as { channels: Record<string, boolean> }).channels).toEqual({
      ...old.channels,
      matrix: false,
    });
  });
});

describe('Send a test', () => {
  it('PUTs an m.text message to the room, the room ID and transaction ID encoded, the token as Bearer', async () => {
    await save(alice);
    const sent = await call(alice, 'POST', '/channels/matrix/test');
    expect(sent.statusCode).toBe(200);
    const [request] = homeserver.requests;
    expect(request!.path).toMatch(
      /^\/_matrix\/client\/v3\/rooms\/!birthdays%3A127\.0\.0\.1\/send\/m\.room\.message\/[0-9a-f-]{36}$/,
    );
    expect(request!.headers.authorization).toBe('Bearer syt_YWxpY2U_secret_1');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.content).toEqual({
      msgtype: 'm.text',
      body: 'Cakeday test\nCakeday test: your birthday reminders will arrive in this room.\nhttp://localhost:3000',
      format: 'org.matrix.custom.html',
      formatted_body:
        '<strong>Cakeday test</strong><br>Cakeday test: your birthday reminders will arrive in this room.<br><a href="http://localhost:3000">http://localhost:3000</a>',
    });
    expect(homeserver.events).toHaveLength(1);

    // Another test later is another message: a fresh transaction ID.
    clock.advance(10_000);
    expect((await call(alice, 'POST', '/channels/matrix/test')).statusCode).toBe(200);
    expect(homeserver.events).toHaveLength(2);
    expect(homeserver.requests[1]!.txnId).not.toBe(request!.txnId);
  });

  it('says the test in the language the app asks for', async () => {
    await save(alice);
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/channels/matrix/test',
      headers: { cookie: alice.cookie, 'accept-language': 'he' },
    });
    expect(sent.statusCode).toBe(200);
    expect(homeserver.requests[0]!.content).toMatchObject({
      body: 'בדיקה מ-Cakeday\nבדיקה מ-Cakeday: תזכורות ימי ההולדת שלך יגיעו לחדר הזה.\nhttp://localhost:3000',
    });
  });

  it('keeps a room ID that holds /, ? and # one path segment', async () => {
    const weird = '!we/ird?x#y:127.0.0.1';
    homeserver.join(TOKEN, weird);
    await save(alice, { roomId: weird });
    expect((await call(alice, 'POST', '/channels/matrix/test')).statusCode).toBe(200);
    expect(homeserver.requests[0]!.path).toMatch(
      /^\/_matrix\/client\/v3\/rooms\/!we%2Fird%3Fx%23y%3A127\.0\.0\.1\/send\//,
    );
    expect(homeserver.events[0]!.roomId).toBe(weird);
  });

  it('sends one test however many clicks come at once', async () => {
    await save(alice);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(alice, 'POST', '/channels/matrix/test')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(errorOf(answers.find((a) => a.statusCode === 429)!).message).toBe(
      'A test was just sent. Please wait a few seconds before sending another.',
    );
    expect(homeserver.requests).toHaveLength(1);
  });

  it.each([
    [401, 'The Matrix server refused the access token.'],
    [403, 'The Matrix account cannot post in this room: invite it and join first.'],
    [404, 'The Matrix server did not find this room. Check the homeserver address and the room ID.'],
    [500, 'The Matrix server did not accept the reminder.'],
    [429, 'The Matrix server asked Cakeday to wait before sending more messages.'],
  ] as const)(
    'says in our words why the homeserver refused (%i), never in its own',
    async (status, message) => {
      await save(alice);
      homeserver.trouble({ status });
      const sent = await call(alice, 'POST', '/channels/matrix/test');
      expect(sent.statusCode).toBe(502);
      expect(errorOf(sent).message).toBe(message);
      expect(sent.body).not.toContain('nobody should see');
      expect(sent.body).not.toContain('M_');
    },
  );

  it('tells a real refusal apart: an unknown token, and an account not in the room', async () => {
    await save(alice, { token: 'syt_wrong' });
    expect(errorOf(await call(alice, 'POST', '/channels/matrix/test')).message).toBe(
      'The Matrix server refused the access token.',
    );
    clock.advance(10_000);
    await save(alice, { roomId: '!elsewhere:127.0.0.1' });
    expect(errorOf(await call(alice, 'POST', '/channels/matrix/test')).message).toBe(
      'The Matrix account cannot post in this room: invite it and join first.',
    );
    expect(homeserver.events).toEqual([]);
  });

  it('says when the homeserver cannot be reached', async () => {
    await save(alice);
    await homeserver.stop();
    try {
      const sent = await call(alice, 'POST', '/channels/matrix/test');
      expect(sent.statusCode).toBe(502);
      expect(errorOf(sent).message).toBe('The Matrix server could not be reached.');
    } finally {
      await homeserver.start();
    }
  });
});

describe('reminders and digests', () => {
  it('arrive in the room through the engine, each with its delivery as the transaction ID', async () => {
    await save(alice);
    const ada = await buildBirthday(server.deps.db, { userId: alice.id, name: 'Ada', month: 11, day: 23 });
    await tickAt('2026-11-22T09:00:00Z');
    const log = await matrixLog(alice.id);
    expect(log.status).toBe('sent');
    const event = await homeserver.arrival((e) => e.txnId === log.id);
    expect(event.roomId).toBe(ROOM);
    expect(event.content).toEqual({
      msgtype: 'm.text',
      body: `Ada's birthday is tomorrow\nNovember 23rd. Open Cakeday to send your wishes.\nhttp://localhost:3000/wish/${ada.id}`,
      format: 'org.matrix.custom.html',
      formatted_body: `<strong>Ada&#39;s birthday is tomorrow</strong><br>November 23rd. Open Cakeday to send your wishes.<br><a href="http://localhost:3000/wish/${ada.id}">http://localhost:3000/wish/${ada.id}</a>`,
    });
  });

  it('escape what a user typed in the HTML, and keep it as typed in the text', async () => {
    await save(alice);
    await buildBirthday(server.deps.db, { userId: alice.id, name: '<b>Bo</b> & "Al"', month: 11, day: 23 });
    await tickAt('2026-11-22T09:00:00Z');
    const [event] = homeserver.events;
    expect(String(event!.content.body)).toContain(`<b>Bo</b> & "Al"'s birthday is tomorrow`);
    expect(String(event!.content.formatted_body)).toContain(
      '<strong>&lt;b&gt;Bo&lt;/b&gt; &amp; &quot;Al&quot;&#39;s birthday is tomorrow</strong>',
    );
  });

  it('a weekly digest arrives in the room with its own delivery as the transaction ID', async () => {
    const user = await buildUser(server.deps.db, {
      timeZone: 'UTC',
      settings: {
        channels: channelsOn('matrix'),
        sendHour: 9,
        digest: { weekly: { on: true, weekday: 0 }, monthly: { on: false }, channels: ['matrix'] },
      },
    });
    await server.deps.db.insert(reminderDestinations).values({
      userId: user.id,
      channel: 'matrix',
      config: { homeserver: homeserver.url, roomId: ROOM, token: TOKEN },
      confirmedAt: clock.now(),
    });
    await buildBirthday(server.deps.db, {
      userId: user.id,
      name: 'Ada',
      month: 11,
      day: 23,
      year: 1990,
      leadDays: [],
    });
    await tickAt('2026-11-22T09:00:00Z');
    const [digest] = await server.deps.db.select().from(digestLog).where(eq(digestLog.userId, user.id));
    expect(digest).toMatchObject({ channel: 'matrix', status: 'sent' });
    const event = await homeserver.arrival((e) => e.txnId === digest!.id);
    expect(event.content.body).toBe(
      'Birthdays this week\nAda: November 23rd, turns 36\nOpen Cakeday to send your wishes.\nhttp://localhost:3000/',
    );
  });
});

describe('failures', () => {
  it('are tried again, waiting out retry_after_ms, and the message is posted once', async () => {
    await save(alice);
    await buildBirthday(server.deps.db, { userId: alice.id, name: 'Ada', month: 11, day: 23 });
    homeserver.trouble({ status: 500 });
    await tickAt('2026-11-22T09:00:00Z');
    expect(await matrixLog(alice.id)).toMatchObject({
      status: 'pending',
      leaseUntil: new Date('2026-11-22T09:01:00Z'),
      error: 'The Matrix server did not accept the reminder.',
    });
    // Busy, and it says for how long in its body: 10 minutes, longer than the backoff.
    homeserver.trouble({ status: 429, retryAfterMs: 600_000 });
    await tickAt('2026-11-22T09:01:00Z');
    expect(await matrixLog(alice.id)).toMatchObject({
      status: 'pending',
      leaseUntil: new Date('2026-11-22T09:11:00Z'),
      error: 'The Matrix server asked Cakeday to wait before sending more messages.',
    });
    homeserver.trouble(null);
    await tickAt('2026-11-22T09:10:59Z');
    expect(homeserver.requests).toHaveLength(2);
    await tickAt('2026-11-22T09:11:00Z');
    const log = await matrixLog(alice.id);
    expect(log.status).toBe('sent');
    expect(homeserver.requests.map((r) => r.txnId)).toEqual([log.id, log.id, log.id]);
    expect(homeserver.events).toHaveLength(1);
  });

  it('honour Retry-After when the homeserver sends it instead', async () => {
    await save(alice);
    await buildBirthday(server.deps.db, { userId: alice.id, month: 11, day: 23 });
    homeserver.trouble({ status: 429, retryAfterHeader: '300' });
    await tickAt('2026-11-22T09:00:00Z');
    expect((await matrixLog(alice.id)).leaseUntil).toEqual(new Date('2026-11-22T09:05:00Z'));
  });

  it('a homeserver down is tried again; a repeated transaction posts nothing twice', async () => {
    await save(alice);
    await buildBirthday(server.deps.db, { userId: alice.id, month: 11, day: 23 });
    await homeserver.stop();
    try {
      await tickAt('2026-11-22T09:00:00Z');
      expect(await matrixLog(alice.id)).toMatchObject({
        status: 'pending',
        error: 'The Matrix server could not be reached.',
      });
    } finally {
      await homeserver.start();
    }
    await tickAt('2026-11-22T09:01:00Z');
    const log = await matrixLog(alice.id);
    expect(log.status).toBe('sent');
    // The same delivery sent again (as after a crash): the homeserver answers it without a new post.
    const again = await fetch(`${homeserver.url}${homeserver.requests[0]!.path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(homeserver.requests[0]!.content),
    });
    expect(again.status).toBe(200);
    expect(homeserver.events).toHaveLength(1);
  });

  it('ten refusals in a row pause Matrix, shown with why and how to resume; saving again resumes it', async () => {
    await save(alice);
    await server.deps.db
      .update(reminderDestinations)
      .set({ failures: 9 })
      .where(and(eq(reminderDestinations.userId, alice.id), eq(reminderDestinations.channel, 'matrix')));
    homeserver.trouble({ status: 403 });
    await buildBirthday(server.deps.db, { userId: alice.id, month: 11, day: 23 });
    await tickAt('2026-11-22T09:00:00Z');
    expect(await matrixLog(alice.id)).toMatchObject({
      status: 'failed',
      error: 'The Matrix account cannot post in this room: invite it and join first.',
    });
    expect(homeserver.requests).toHaveLength(1);
    const paused =
      'Paused after 10 failed deliveries in a row (the last: The Matrix account cannot post in this room: invite it and join first). Save the Matrix room again to resume.';
    expect((await call(alice, 'GET', '/channels/matrix')).json()).toMatchObject({ setup: { paused } });
    expect((await call(alice, 'GET', '/channel-status/paused')).json()).toMatchObject({
      paused: [{ channel: 'matrix', reason: paused }],
    });
    const resumed = await save(alice);
    expect(resumed.json()).toMatchObject({ setup: { paused: null } });
    expect((await row(alice.id))!.failures).toBe(0);
  });
});
