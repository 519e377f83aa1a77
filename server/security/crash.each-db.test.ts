import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeHooks } from '@server/channel-kit/hook-destination/fake-hooks';
import { openDatabase } from '@server/db/client';
import { birthdays, notificationLog, reminderDestinations, users } from '@server/db/schema';
import { toBirthday } from '@server/modules/birthdays/to-birthday';
import { buildBirthday, buildUser } from '@server/test/factories';
import { onPostgres } from '@server/test/harness';
import { createScratchDatabase } from '@server/test/scratch-database';
import { freePort, startServerProcess, stopAllServerProcesses } from '@server/test/server-process';
import { channelsOn } from '@shared/reminder-channels';
import type { Birthday } from '@shared/schemas/birthday';
import type { Share } from '@shared/schemas/share';
import { startFakeTwilio } from '@test-support/fake-twilio';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';

/**
 * kill -9 of the real server process in the middle of a create burst, share accepts and a
 * reminder run, then a restart on the same data: nothing half-written, lost or doubled.
 * Kills follow observed progress (N answers, N SMS at the provider), never a timer.
 */

// Machines where each tester owns a few ports set CRASH_PORTS (e.g. 3240-3249); any free port otherwise.
const PORTS = process.env.CRASH_PORTS;

let template: Promise<string> | undefined;

/** An embedded database made and migrated once (the slow part of a first start), copied for each test. */
function pgliteTemplate() {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cakeday-crash-template-'));
    await (await openDatabase(null, dir)).close();
    return dir;
  })();
  return template;
}
afterAll(async () => {
  if (template) rmSync(await template, { recursive: true, force: true });
});

/** Where the server keeps its data across the crash: a DATA_DIR on disk, or a new PostgreSQL database. */
async function freshStorage(): Promise<{
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  drop: () => Promise<void>;
}> {
  if (onPostgres) {
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const scratch = await createScratchDatabase(admin, 'cakeday_crash');
    return {
      env: { DATABASE_URL: scratch.url },
      open: () => openDatabase(scratch.url, ''),
      drop: scratch.drop,
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'cakeday-crash-'));
  cpSync(await pgliteTemplate(), dir, { recursive: true });
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase(null, dir),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fake Twilio, fresh storage and a port; servers started on them; all undone when the test ends. */
async function crashRig(env: Record<string, string> = {}) {
  const twilio = await startFakeTwilio(PORTS ? { port: await freePort(PORTS) } : {});
  const storage = await freshStorage();
  const port = await freePort(PORTS);
  onTestFinished(async () => {
    await stopAllServerProcesses();
    twilio.answerHeld();
    await twilio.close();
    await storage.drop();
  });
  const serverEnv = {
    ...storage.env,
    PORT: String(port),
    BOT_CHECK: 'off',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: '+12015550100',
    TWILIO_API_BASE: twilio.url,
    REMINDERS: 'off',
    ...env,
  };
  const base = `http://127.0.0.1:${port}`;
  const api = (
    method: string,
    url: string,
    { cookie = '', body }: { cookie?: string; body?: unknown } = {},
  ) =>
    fetch(`${base}${url}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    twilio,
    storage,
    api,
    async start() {
      const server = startServerProcess(serverEnv);
      await server.started();
      return server;
    },
    /** Signs in through send-code and verify-code, the code read at the fake Twilio. */
    async signIn(phone: string) {
      const sent = await api('POST', '/api/auth/send-code', { body: { phone } });
      expect(sent.status).toBe(200);
      const { challengeId } = (await sent.json()) as { challengeId: string };
      const code = twilio.lastCode(phone);
      const verified = await api('POST', '/api/auth/verify-code', { body: { challengeId, code } });
      expect(verified.status).toBe(200);
      const { id } = (await verified.json()) as { id: string };
      return { id, cookie: verified.headers.getSetCookie()[0]!.split(';')[0]! };
    },
    async list(cookie: string) {
      const res = await api('GET', '/api/birthdays', { cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as Birthday[];
    },
  };
}

/**
 * Fires every request at once. A request the kill cut off (fetch's TypeError once `killed()`)
 * counts as null; any other failure fails the test.
 */
const burst = <T>(requests: (() => Promise<T>)[], killed: () => boolean) =>
  Promise.all(
    requests.map((request) =>
      request().catch((err: unknown) => {
        if (err instanceof TypeError && killed()) return null;
        throw err;
      }),
    ),
  );

const pad = (n: number) => String(n).padStart(2, '0');
const sleepFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CATEGORIES = ['family', 'friends', 'work', 'book club 📚'];

/** What a request sends, as the server stores it; the rest of a birthday is the server's own. */
type Fields = Omit<Birthday, 'id' | 'lastNotified' | 'createdAt' | 'updatedAt'>;
const fieldsOf = ({ id, lastNotified, createdAt, updatedAt, ...fields }: Birthday): Fields => fields;

/** The i-th birthday of the burst, already in its stored form (trimmed, lower-cased), so it reads back equal. */
const friend = (i: number): Fields => ({
  name: `Friend ${i} 🎂`,
  date: i % 5 === 0 ? '--02-29' : `19${50 + (i % 50)}-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
  calendar: 'gregory',
  leap: false,
  category: CATEGORIES[i % CATEGORIES.length]!,
  notes: `Notes ${i}:${'ü🎉'.repeat((i % 7) * 40)}`,
  phoneNumber: i % 3 === 0 ? null : `20155501${pad(i % 100)}`,
  countryCode: i % 3 === 0 ? null : '+1',
  interests: ['Chess', `Topic ${i}`],
  reminders: [
    { type: 'week', enabled: i % 2 === 0 },
    { type: 'day', enabled: true },
    { type: 'birthday', enabled: i % 4 !== 0 },
  ],
  // All three on follows the user's defaults; any other list is the birthday's own set.
  leadDays: i % 4 === 2 ? null : [...(i % 2 === 0 ? [7] : []), 1, ...(i % 4 !== 0 ? [0] : [])],
});
const indexOf = (name: string) => Number(/^Friend (\d+) /.exec(name)?.[1]);

const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

// Generous limits, never assertions: on a saturated machine one server start can take 20 s.
describe(`kill -9 of the server process (${onPostgres ? 'PostgreSQL' : 'PGlite on disk'})`, () => {
  it('during a create burst: every answered create is there once and whole, none half-written', async () => {
    const BURST = 240;
    const KILL_AFTER = 60;
    const rig = await crashRig();
    const first = await rig.start();
    const { cookie, id: userId } = await rig.signIn('+12015550111');

    const answered = new Map<number, Birthday>();
    const refused: string[] = [];
    let crashed: Promise<void> | undefined;
    const results = await burst(
      Array.from({ length: BURST }, (_, i) => async () => {
        const res = await rig.api('POST', '/api/birthdays', { cookie, body: friend(i) });
        const body = await res.json();
        if (res.status !== 201) return refused.push(`${res.status} ${JSON.stringify(body)}`);
        answered.set(i, body as Birthday);
        if (answered.size === KILL_AFTER) crashed = first.crash();
      }),
      () => crashed !== undefined,
    );
    await crashed;
    expect(refused).toEqual([]);
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
    // The kill landed mid-burst: some requests never got an answer.
    expect(results.filter((r) => r === null).length).toBeGreaterThan(0);

    const second = await rig.start();
    const list = await rig.list(cookie);
    // Each create is there at most once, and every row is whole: exactly what its request sent.
    expect(new Set(list.map((b) => b.name)).size).toBe(list.length);
    for (const b of list) expect(fieldsOf(b)).toEqual(friend(indexOf(b.name)));
    // Every create that was answered 201 is there, as it was answered.
    const listed = new Map(list.map((b) => [b.id, b]));
    for (const made of answered.values()) expect(listed.get(made.id)).toEqual(made);
    expect(list.length).toBeLessThanOrEqual(BURST);

    // The server serves again, and the list it serves is the table.
    const after = await rig.api('POST', '/api/birthdays', { cookie, body: friend(BURST) });
    expect(after.status).toBe(201);
    const final = await rig.list(cookie);
    expect(final.length).toBe(list.length + 1);
    await second.stop();
    const database = await rig.storage.open();
    const rows = await database.db.select().from(birthdays).where(eq(birthdays.userId, userId));
    await database.close();
    expect(byId(rows.map(toBirthday))).toEqual(byId(final));
    process.stdout.write(
      `crash: create burst of ${BURST}: killed after ${answered.size} answers, ${list.length} rows after restart, all whole\n`,
    );
  }, 240_000);

  it('during share accepts: each share is wholly accepted (its birthdays once) or wholly not, and accepting again copies once', async () => {
    const SHARES = 20; // a sender's hourly allowance
    const ACCEPTS = 16;
    const LANES = 4;
    const KILL_AFTER = 3;
    const GUESTS = 3;
    const rig = await crashRig();
    const first = await rig.start();
    const alice = await rig.signIn('+12015550122');
    const bob = await rig.signIn('+12015550133');
    const carol = await rig.signIn('+12015550144');

    // Alice's circles, one share each, so every share's birthdays are told apart by name.
    const guest = (s: number, g: number) => ({
      name: `Circle ${s} guest ${g}`,
      date: `1980-03-${pad(s + 1)}`,
    });
    for (let s = 0; s < SHARES; s++) {
      for (let g = 0; g < GUESTS; g++) {
        const made = await rig.api('POST', '/api/birthdays', {
          cookie: alice.cookie,
          body: { ...guest(s, g), category: `circle ${s}`, notes: `from circle ${s}` },
        });
        expect(made.status).toBe(201);
      }
    }
    const carolFriend = { name: 'Carol friend', date: '1985-06-15', category: 'friends' };
    expect(
      (await rig.api('POST', '/api/birthdays', { cookie: carol.cookie, body: carolFriend })).status,
    ).toBe(201);
    const shareIds: string[] = [];
    for (let s = 0; s < SHARES; s++) {
      const sent = await rig.api('POST', '/api/shares', {
        cookie: alice.cookie,
        body: { recipientId: bob.id, categories: [`circle ${s}`] },
      });
      expect(sent.status).toBe(201);
      shareIds.push(((await sent.json()) as { id: string }).id);
    }

    // Bob accepts 16 in 4 lanes of one request at a time, so whatever the database's speed some are
    // still unsent at the kill; he rejects 4 and reads his pending shares meanwhile, while Carol
    // sends him more. The kill comes after the third accept is answered.
    const accepted = new Set<number>();
    const rejected = new Set<number>();
    const carolShares: string[] = [];
    let crashed: Promise<void> | undefined;
    const bobPost = (s: number, action: 'accept' | 'reject') => async () => {
      const res = await rig.api('POST', `/api/shares/${shareIds[s]}/${action}`, { cookie: bob.cookie });
      expect(res.status).toBe(200);
      await res.json();
      if (action === 'reject') {
        rejected.add(s);
        return;
      }
      accepted.add(s);
      if (accepted.size === KILL_AFTER) crashed = first.crash();
    };
    const results = await burst(
      [
        ...Array.from({ length: LANES }, (_, lane) => async () => {
          for (let s = lane; s < ACCEPTS; s += LANES) await bobPost(s, 'accept')();
        }),
        ...Array.from({ length: SHARES - ACCEPTS }, (_, r) => bobPost(ACCEPTS + r, 'reject')),
        ...Array.from({ length: 10 }, () => async () => {
          expect((await rig.api('GET', '/api/shares/pending', { cookie: bob.cookie })).status).toBe(200);
        }),
        ...Array.from({ length: 5 }, () => async () => {
          const sent = await rig.api('POST', '/api/shares', {
            cookie: carol.cookie,
            body: { recipientId: bob.id, categories: ['friends'] },
          });
          expect(sent.status).toBe(201);
          carolShares.push(((await sent.json()) as { id: string }).id);
        }),
      ],
      () => crashed !== undefined,
    );
    await crashed;
    expect(accepted.size).toBeGreaterThanOrEqual(KILL_AFTER);
    // The kill cut every lane off (the lanes had 16 to send, only 3 were answered).
    expect(results.slice(0, LANES)).toEqual(Array.from({ length: LANES }, () => null));

    const second = await rig.start();
    const shareOf = async (id: string) => {
      const res = await rig.api('GET', `/api/shares/${id}`, { cookie: bob.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as Share;
    };
    /** How many times each of share s's birthdays is in Bob's list, checked whole. */
    const copiesOf = (list: Birthday[], s: number) =>
      Array.from({ length: GUESTS }, (_, g) => {
        const copies = list.filter((b) => b.name === guest(s, g).name);
        for (const b of copies)
          expect(b).toMatchObject({ ...guest(s, g), category: `circle ${s}`, notes: `from circle ${s}` });
        return copies.length;
      });
    const allOnce = Array.from({ length: GUESTS }, () => 1);
    const noneYet = Array.from({ length: GUESTS }, () => 0);

    const list = await rig.list(bob.cookie);
    const pendingAfterCrash: number[] = [];
    for (let s = 0; s < SHARES; s++) {
      const { status, acceptedAt, rejectedAt } = await shareOf(shareIds[s]!);
      if (accepted.has(s)) expect(status).toBe('accepted');
      if (rejected.has(s)) expect(status).toBe('rejected');
      expect({ acceptedAt: acceptedAt !== null, rejectedAt: rejectedAt !== null }).toEqual({
        acceptedAt: status === 'accepted',
        rejectedAt: status === 'rejected',
      });
      // Wholly accepted, or wholly not: never a share accepted with some of its birthdays missing.
      expect(copiesOf(list, s)).toEqual(status === 'accepted' ? allOnce : noneYet);
      if (status === 'pending' && s < ACCEPTS) pendingAfterCrash.push(s);
    }
    expect(pendingAfterCrash.length).toBeGreaterThan(0);
    // Carol's shares: each answered one is there, each there is whole.
    const pending = (await (await rig.api('GET', '/api/shares/pending', { cookie: bob.cookie })).json()) as {
      id: string;
      senderId: string;
      count: number;
    }[];
    const fromCarol = pending.filter((p) => p.senderId === carol.id);
    for (const id of carolShares) expect(fromCarol.map((p) => p.id)).toContain(id);
    for (const p of fromCarol) expect(p.count).toBe(1);

    // Accepting again works, and a double tap still copies once.
    for (const s of pendingAfterCrash) {
      const taps = await Promise.all(
        [0, 1].map(() => rig.api('POST', `/api/shares/${shareIds[s]}/accept`, { cookie: bob.cookie })),
      );
      expect(taps.map((t) => t.status).sort()).toEqual([200, 409]);
    }
    const final = await rig.list(bob.cookie);
    for (let s = 0; s < ACCEPTS; s++) {
      expect((await shareOf(shareIds[s]!)).status).toBe('accepted');
      expect(copiesOf(final, s)).toEqual(allOnce);
    }
    await second.stop();
    process.stdout.write(
      `crash: share accepts: ${accepted.size} of ${ACCEPTS} accepts answered before the kill, ${pendingAfterCrash.length} still pending after restart, accepted once each\n`,
    );
  }, 240_000);

  it('during a reminder run: every reminder is delivered, none twice, and the log agrees', async () => {
    const USERS = 120;
    const ANSWERED = 40;
    // Fewer than the delivery pool's 32 slots, which the unanswered sends fill up and keep.
    const UNANSWERED = 10;
    const rig = await crashRig({ REMINDERS: 'on' });
    const { timeZone, month, day } = zoneAtMidday(new Date());

    // Due now: each user's birthday is today where they live, and their send hour (9) has passed.
    const seed = await rig.storage.open();
    const phones: string[] = [];
    for (let u = 0; u < USERS; u++) {
      const user = await buildUser(seed.db, { timeZone, settings: { channels: channelsOn('sms') } });
      await buildBirthday(seed.db, { userId: user.id, name: `Due ${u}`, month, day });
      phones.push(user.phone);
    }
    await seed.close();

    // The provider takes every SMS but answers only the first 40: the rest are sent, unconfirmed, when the kill comes.
    rig.twilio.holdAnswersAfter(ANSWERED);
    const first = await rig.start();
    await expect
      .poll(() => rig.twilio.messages.length, { timeout: 60_000, interval: 20 })
      .toBeGreaterThanOrEqual(ANSWERED + UNANSWERED);
    await first.crash();
    const beforeRestart = rig.twilio.messages.length;
    rig.twilio.answerHeld();

    // Claims of the dead process hold their 5-minute lease; the restart comes after it ran out.
    const between = await rig.storage.open();
    const claims = await between.db.select().from(notificationLog);
    expect(claims.every((c) => c.status === 'pending' || c.status === 'sent')).toBe(true);
    await between.db.update(notificationLog).set({ leaseUntil: sql`${notificationLog.claimedAt}` });
    await between.close();

    const second = await rig.start();
    await expect
      .poll(() => new Set(rig.twilio.messages.map((m) => m.to)).size, { timeout: 60_000, interval: 100 })
      .toBe(USERS);
    // Stopping waits for the engine's pass to finish, so nothing is still on its way.
    await second.stop();

    const perPhone = new Map<string, number>();
    for (const m of rig.twilio.messages) perPhone.set(m.to, (perPhone.get(m.to) ?? 0) + 1);
    expect([...perPhone.keys()].sort()).toEqual([...phones].sort());
    expect([...perPhone.values()].filter((n) => n !== 1)).toEqual([]);

    const after = await rig.storage.open();
    const log = await after.db.select().from(notificationLog);
    const [cleared] = await after.db
      .select({ n: sql<number>`count(*)::int` })
      .from(birthdays)
      .where(sql`${birthdays.lastNotified} is not null`);
    const [withUsers] = await after.db.select({ n: sql<number>`count(*)::int` }).from(users);
    await after.close();
    expect(withUsers!.n).toBe(USERS);
    expect(log).toHaveLength(USERS);
    expect(log.filter((l) => l.status !== 'sent')).toEqual([]);
    expect(cleared!.n).toBe(USERS);
    // The SMS the dead process sent unconfirmed were found in Twilio's list, not sent again.
    const confirmed = log.filter((l) => l.retake === 'confirmed_sent').length;
    expect(confirmed).toBeGreaterThanOrEqual(beforeRestart - ANSWERED);
    expect(log.filter((l) => l.retake === 'resent_unconfirmed')).toEqual([]);
    process.stdout.write(
      `crash: reminder run of ${USERS}: killed with ${beforeRestart} SMS at Twilio (${beforeRestart - ANSWERED} unanswered), ${confirmed} confirmed through Twilio's list after restart, 0 duplicates\n`,
    );
  }, 240_000);

  it('during a webhook run: each delivery is sent again after the kill with the same Idempotency-Key, and once only', async () => {
    const USERS = 8;
    const hooks = await startFakeHooks();
    onTestFinished(() => hooks.close());
    const rig = await crashRig({ REMINDERS: 'on', OUTBOUND_ALLOW: '127.0.0.1' });
    const { timeZone, month, day } = zoneAtMidday(new Date());

    // Due now, on the webhook alone; every receiver takes the POST and never answers before the kill.
    const seed = await rig.storage.open();
    const paths: string[] = [];
    for (let u = 0; u < USERS; u++) {
      const user = await buildUser(seed.db, { timeZone, settings: { channels: channelsOn('webhook') } });
      await buildBirthday(seed.db, { userId: user.id, name: `Due ${u}`, month, day });
      const path = `/hook/crash-${u}`;
      await seed.db.insert(reminderDestinations).values({
        userId: user.id,
        channel: 'webhook',
        config: { url: `${hooks.url}${path}`, secret: `whsec_crash_${u}` },
        confirmedAt: new Date(),
        updatedAt: new Date(),
      });
      hooks.answer(path, 'hang');
      paths.push(path);
    }
    await seed.close();

    const first = await rig.start();
    await expect.poll(() => hooks.received.length, { timeout: 60_000, interval: 20 }).toBe(USERS);
    await first.crash();
    for (const path of paths) hooks.answer(path, 200);
    hooks.release();

    // The dead process's claims hold their lease; the restart comes after it ran out.
    const between = await rig.storage.open();
    await between.db.update(notificationLog).set({ leaseUntil: sql`${notificationLog.claimedAt}` });
    await between.close();

    const second = await rig.start();
    await expect.poll(() => hooks.received.length, { timeout: 60_000, interval: 100 }).toBe(2 * USERS);
    await second.stop();

    const after = await rig.storage.open();
    const log = await after.db.select().from(notificationLog);
    await after.close();
    expect(log).toHaveLength(USERS);
    expect(log.filter((l) => l.status !== 'sent' || l.retake !== 'resent_unconfirmed')).toEqual([]);
    // Each receiver got the delivery twice (sent, and sent again after the kill) under one key: its log row's id.
    for (const path of paths) {
      const keys = hooks.received.filter((a) => a.path === path).map((a) => a.headers['idempotency-key']);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe(keys[1]);
      expect(log.map((l) => l.id)).toContain(keys[0]);
    }
    expect(new Set(hooks.received.map((a) => a.headers['idempotency-key'])).size).toBe(USERS);
  }, 240_000);

  it('during a receiver outage: ntfy and webhook reminders waiting for their retry when the server is killed arrive once after the restart', async () => {
    const USERS = 4;
    const hooks = await startFakeHooks();
    onTestFinished(() => hooks.close());
    const rig = await crashRig({ REMINDERS: 'on', OUTBOUND_ALLOW: '127.0.0.1', REMINDER_CHECK_SECONDS: '1' });
    const { timeZone, month, day } = zoneAtMidday(new Date());

    // Due now, half on ntfy and half on a webhook, all at the one receiver.
    const seed = await rig.storage.open();
    const paths: string[] = [];
    for (let u = 0; u < 2 * USERS; u++) {
      const channel = u % 2 === 0 ? 'ntfy' : 'webhook';
      const user = await buildUser(seed.db, { timeZone, settings: { channels: channelsOn(channel) } });
      await buildBirthday(seed.db, { userId: user.id, name: `Due ${u}`, month, day });
      const path = channel === 'ntfy' ? `/ntfy/outage-${u}` : `/hook/outage-${u}`;
      await seed.db.insert(reminderDestinations).values({
        userId: user.id,
        channel,
        config:
          channel === 'ntfy'
            ? { url: `${hooks.url}${path}`, token: null }
            : { url: `${hooks.url}${path}`, secret: `whsec_${u}` },
        confirmedAt: new Date(),
        updatedAt: new Date(),
      });
      paths.push(path);
    }
    await seed.close();

    // The receiver restarting: its port takes each connection and resets it at once.
    await hooks.stop();
    const resets = { count: 0 };
    const resetter = createNetServer((socket) => {
      resets.count += 1;
      socket.resetAndDestroy();
    });
    await new Promise<void>((resolve) =>
      resetter.listen(Number(new URL(hooks.url).port), '127.0.0.1', resolve),
    );

    const first = await rig.start();
    // Every delivery tried once and failed for now: the server is killed while they wait for their retry.
    await expect
      .poll(() => resets.count, { timeout: 60_000, interval: 20 })
      .toBeGreaterThanOrEqual(2 * USERS);
    await first.crash();
    await new Promise<void>((resolve) => resetter.close(() => resolve()));
    await hooks.start();

    // Their retry falls due (the minute the backoff waits, without waiting it here).
    const between = await rig.storage.open();
    const waiting = await between.db.select().from(notificationLog);
    expect(waiting.filter((l) => l.status !== 'pending')).toEqual([]);
    await between.db.update(notificationLog).set({ leaseUntil: sql`${notificationLog.claimedAt}` });
    await between.close();

    const second = await rig.start();
    await expect.poll(() => hooks.received.length, { timeout: 60_000, interval: 100 }).toBe(2 * USERS);
    // A few more passes of the engine: nothing more arrives.
    await sleepFor(3 * 1000);
    await second.stop();

    const after = await rig.storage.open();
    const log = await after.db.select().from(notificationLog);
    await after.close();
    expect(log).toHaveLength(2 * USERS);
    expect(log.filter((l) => l.status !== 'sent')).toEqual([]);
    for (const path of paths) expect(hooks.received.filter((a) => a.path === path)).toHaveLength(1);
  }, 240_000);
});

const ZONES = [
  'UTC',
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Pacific/Auckland',
];

/** A zone where it is early afternoon now: past the 9 o'clock send hour, hours from the date changing. */
function zoneAtMidday(now: Date) {
  const clocks = ZONES.map((timeZone) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        hourCycle: 'h23',
      })
        .formatToParts(now)
        .map((p) => [p.type, Number(p.value)]),
    );
    return { timeZone, month: parts.month!, day: parts.day!, hour: parts.hour! };
  });
  return clocks.sort((a, b) => Math.abs(a.hour - 14) - Math.abs(b.hour - 14))[0]!;
}
