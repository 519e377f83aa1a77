import { rowsOf } from '@server/db/client';
import { createTestServer, type TestServer } from '@server/test/harness';
import { birthdayInput } from '@shared/schemas/birthday';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBirthday } from './create-birthday';

let server: TestServer;
let alice: string;
let bob: string;
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  server = await createTestServer();
});
beforeEach(async () => {
  await server.reset();
  ({ cookie: alice, id: aliceId } = await server.signIn('+12015550123'));
  ({ cookie: bob, id: bobId } = await server.signIn('+12015550124'));
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const call = (
  cookie: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Json,
) => server.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const create = (cookie: string, payload: Json) => call(cookie, 'POST', '/api/birthdays', payload);
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

describe('creating a birthday', () => {
  it('saves the fields and defaults every reminder to on', async () => {
    const res = await create(alice, {
      name: '  Ada Lovelace ',
      date: '1815-12-10',
      category: 'Family',
      notes: 'Tea',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Ada Lovelace',
      date: '1815-12-10',
      category: 'family',
      notes: 'Tea',
      phoneNumber: null,
      countryCode: null,
      interests: [],
      reminders: [
        { type: 'week', enabled: true },
        { type: 'day', enabled: true },
        { type: 'birthday', enabled: true },
      ],
      lastNotified: null,
    });
  });

  it('keeps a year-less date and accepts Feb 29', async () => {
    expect((await create(alice, { name: 'Leap', date: '--02-29' })).json().date).toBe('--02-29');
    expect((await create(alice, { name: 'Leap born', date: '2000-02-29' })).statusCode).toBe(201);
    const res = await create(alice, { name: 'Not leap', date: '2001-02-29' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Please choose a real date');
  });

  it('requires a name and a date with the spec messages', async () => {
    expect(errorOf(await create(alice, { name: '   ', date: '--01-01' }))).toBe('Name is required');
    expect(errorOf(await create(alice, { name: 'Ada' }))).toBe('Date is required');
    expect(errorOf(await create(alice, { name: 'Ada', date: '' }))).toBe('Date is required');
  });

  it('saves country code and phone only when a phone number is given', async () => {
    const without = await create(alice, { name: 'A', date: '--01-01', countryCode: '+44' });
    expect(without.json()).toMatchObject({ phoneNumber: null, countryCode: null });
    const withPhone = await create(alice, { name: 'B', date: '--01-02', phoneNumber: '2015550123' });
    expect(withPhone.json()).toMatchObject({ phoneNumber: '2015550123', countryCode: '+1' });
    expect(errorOf(await create(alice, { name: 'C', date: '--01-03', phoneNumber: '12ab' }))).toBe(
      'Invalid phone number',
    );
  });

  it('removes empty interests and custom categories are trimmed and lower-cased', async () => {
    const res = await create(alice, {
      name: 'D',
      date: '--03-03',
      category: '  Book Club ',
      interests: ['Reading', '', '  ', 'Travel', 'Reading'],
    });
    expect(res.json()).toMatchObject({ category: 'book club', interests: ['Reading', 'Travel'] });
    expect(errorOf(await create(alice, { name: 'E', date: '--03-03', category: '   ' }))).toBe(
      'Category cannot be blank',
    );
  });

  it('refuses a duplicate name in another case on the same date', async () => {
    await create(alice, { name: 'Ada', date: '1815-12-10' });
    const res = await create(alice, { name: 'ADA', date: '--12-10' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe('A birthday for this person on this date already exists');
    expect((await create(alice, { name: 'Ada', date: '--12-11' })).statusCode).toBe(201);
    expect((await create(bob, { name: 'Ada', date: '--12-10' })).statusCode).toBe(201);
  });

  it('refuses a concurrent duplicate too', async () => {
    const results = await Promise.all([1, 2, 3].map(() => create(alice, { name: 'Twin', date: '--05-05' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

// Creates that arrive together are written together (one statement, one commit); each still gets
// exactly its own answer.
describe("a birthday's lead times", () => {
  const off = [
    { type: 'week', enabled: false },
    { type: 'day', enabled: false },
    { type: 'birthday', enabled: false },
  ];
  it("maps the spec's reminders list to lead days and back", async () => {
    const none = await create(alice, { name: 'Imported', date: '--03-04', reminders: off });
    expect(none.json()).toMatchObject({ leadDays: [], reminders: off });
    const own = await create(alice, { name: 'Own', date: '--03-04', leadDays: [1, 30] });
    expect(own.json()).toMatchObject({
      leadDays: [30, 1],
      reminders: [
        { type: 'week', enabled: false },
        { type: 'day', enabled: true },
        { type: 'birthday', enabled: false },
      ],
    });
    const back = await call(alice, 'PUT', `/api/birthdays/${own.json().id}`, { leadDays: null });
    expect(back.json()).toMatchObject({
      leadDays: null,
      reminders: off.map((r) => ({ ...r, enabled: true })),
    });
    const listed = (await call(alice, 'GET', '/api/birthdays')).json() as Array<{
      name: string;
      leadDays: unknown;
    }>;
    expect(listed.map((b) => [b.name, b.leadDays])).toEqual([
      ['Imported', []],
      ['Own', null],
    ]);
  });

  it('refuses 61 days, a repeat and a sixth value with our sentences', async () => {
    const bad = (leadDays: unknown) => create(alice, { name: 'Bad', date: '--03-04', leadDays });
    expect(errorOf(await bad([61]))).toBe('Choose a whole number of days from 0 to 60');
    expect(errorOf(await bad([2, 2]))).toBe('That reminder time is already on the list');
    expect(errorOf(await bad([0, 1, 2, 3, 4, 5]))).toBe('Choose at most 5 reminder times');
  });
});

describe('creating many at once', () => {
  const day = (i: number) => `--03-${String(i + 1).padStart(2, '0')}`;
  const listOf = async (cookie: string) =>
    ((await call(cookie, 'GET', '/api/birthdays')).json() as Json[]).sort((a, b) =>
      String(a.id).localeCompare(String(b.id)),
    );

  it('answers each of 20 creates by two users with its own birthday, in fewer transactions', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `Guest ${i} 🎂`);
    expect(await listOf(alice)).toEqual([]); // cached now: the creates must move its version
    const heard: string[] = [];
    server.deps.realtime.onAnyChange((event) => heard.push(`${event.userId} ${event.topic}`));
    const results = await Promise.all(
      names.map((name, i) =>
        create(i % 2 ? bob : alice, {
          name,
          date: day(i),
          notes: `Note ${i}`,
          // Every field, on some of them: the answer is built from what was asked, so all must match.
          ...(i % 3 === 0
            ? {
                date: `1990-03-${String(i + 1).padStart(2, '0')}`,
                category: ' Book Club ',
                phoneNumber: '2015550123',
                interests: ['Reading', 'Zoë'],
                reminders: [{ type: 'day', enabled: false }],
              }
            : {}),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(names.map(() => 201));
    const answered = results.map((r) => r.json() as Json);
    expect(answered.map((b) => [b.name, b.notes])).toEqual(names.map((name, i) => [name, `Note ${i}`]));
    expect(answered[3]).toMatchObject({ date: '1990-03-04', category: 'book club', countryCode: '+1' });
    const byId = (list: Json[]) => [...list].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(await listOf(alice)).toEqual(byId(answered.filter((_, i) => i % 2 === 0)));
    expect(await listOf(bob)).toEqual(byId(answered.filter((_, i) => i % 2 === 1)));
    const rows = await rowsOf<{ n: number }>(
      server.deps.db.execute(sql`select count(distinct xmin::text)::int as n from birthdays`),
    );
    expect(rows[0]!.n).toBeLessThan(20);
    await vi.waitFor(() =>
      expect(new Set(heard)).toEqual(new Set([aliceId, bobId].map((id) => `${id} birthdays`))),
    );
  });

  it('refuses the duplicates among creates that arrive together and saves the rest', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create(alice, i % 2 ? { name: 'twin', date: '--05-05' } : { name: `Single ${i}`, date: day(i) }),
      ),
    );
    const twins = results.filter((_, i) => i % 2);
    expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const res of twins.filter((r) => r.statusCode === 409))
      expect(errorOf(res)).toBe('A birthday for this person on this date already exists');
    expect(results.filter((_, i) => i % 2 === 0).map((r) => r.statusCode)).toEqual([
      201, 201, 201, 201, 201, 201,
    ]);
    expect(await listOf(alice)).toHaveLength(7);
  });

  it('still saves the others when one create of a batch fails', async () => {
    const userId = (await server.signIn('+12015550125')).id;
    const input = (i: number) => birthdayInput.parse({ name: `Friend ${i}`, date: day(i) });
    const results = await Promise.allSettled([
      ...[0, 1, 2, 3].map((i) => createBirthday(server.deps, { userId, input: input(i) })),
      createBirthday(server.deps, { userId: 'no-such-user', input: input(4) }),
      ...[5, 6].map((i) => createBirthday(server.deps, { userId, input: input(i) })),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const rows = await rowsOf<{ name: string }>(
      server.deps.db.execute(sql`select name from birthdays where user_id = ${userId} order by name`),
    );
    expect(rows.map((r) => r.name)).toEqual([0, 1, 2, 3, 5, 6].map((i) => `Friend ${i}`));
  });
});

describe('reading, changing and deleting', () => {
  it('lists only my birthdays, sorted by month and day', async () => {
    await create(alice, { name: 'Zed', date: '--12-01' });
    await create(alice, { name: 'Amy', date: '--01-15' });
    await create(bob, { name: 'Bob friend', date: '--06-06' });
    const list = (await call(alice, 'GET', '/api/birthdays')).json() as Json[];
    expect(list.map((b) => b.name)).toEqual(['Amy', 'Zed']);
  });

  it('updates a birthday and keeps the duplicate rule', async () => {
    const a = (await create(alice, { name: 'Ada', date: '--12-10' })).json();
    await create(alice, { name: 'Grace', date: '--12-09' });
    const res = await call(alice, 'PUT', `/api/birthdays/${a.id}`, {
      name: 'Ada L.',
      date: '1990-12-11',
      notes: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, name: 'Ada L.', date: '1990-12-11', notes: 'x' });
    const clash = await call(alice, 'PUT', `/api/birthdays/${a.id}`, { name: 'grace', date: '--12-09' });
    expect(errorOf(clash)).toBe('A birthday for this person on this date already exists');
  });

  it('keeps the reminders when an update does not name them, and sets them when it does', async () => {
    const reminders = [
      { type: 'week', enabled: false },
      { type: 'day', enabled: true },
      { type: 'birthday', enabled: false },
    ];
    const a = (await create(alice, { name: 'Ada', date: '--12-10', reminders })).json();
    const renamed = await call(alice, 'PUT', `/api/birthdays/${a.id}`, { name: 'Ada L.', date: '--12-10' });
    expect(renamed.json()).toMatchObject({ name: 'Ada L.', reminders });
    const allOff = reminders.map((r) => ({ ...r, enabled: false }));
    const set = await call(alice, 'PUT', `/api/birthdays/${a.id}`, { reminders: allOff });
    expect(set.json()).toMatchObject({ name: 'Ada L.', date: '--12-10', reminders: allOff });
  });

  it('changes nothing in the optional fields an update omits', async () => {
    const full = {
      name: 'Ada',
      date: '1815-12-10',
      category: 'family',
      notes: 'Tea',
      phoneNumber: '2015550123',
      countryCode: '+44',
      interests: ['Reading'],
    };
    const a = (await create(alice, full)).json();
    const res = await call(alice, 'PUT', `/api/birthdays/${a.id}`, { notes: 'Coffee' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...full, notes: 'Coffee' });
    const cleared = await call(alice, 'PUT', `/api/birthdays/${a.id}`, { phoneNumber: null });
    expect(cleared.json()).toMatchObject({ phoneNumber: null, countryCode: null, interests: ['Reading'] });
  });

  it('deletes a birthday', async () => {
    const a = (await create(alice, { name: 'Ada', date: '--12-10' })).json();
    expect((await call(alice, 'DELETE', `/api/birthdays/${a.id}`)).statusCode).toBe(204);
    const res = await call(alice, 'GET', `/api/birthdays/${a.id}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toBe('Birthday not found');
  });
});

describe('per-user isolation', () => {
  it("lets user B neither read, change nor delete user A's birthdays", async () => {
    const a = (await create(alice, { name: 'Secret', date: '--04-04' })).json();
    for (const res of [
      await call(bob, 'GET', `/api/birthdays/${a.id}`),
      await call(bob, 'PUT', `/api/birthdays/${a.id}`, { name: 'Hacked', date: '--04-04' }),
      await call(bob, 'DELETE', `/api/birthdays/${a.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe('Birthday not found');
    }
    expect((await call(alice, 'GET', `/api/birthdays/${a.id}`)).json()).toMatchObject({ name: 'Secret' });
  });

  it('answers Must be logged in without a session', async () => {
    for (const res of [
      await call(null, 'GET', '/api/birthdays'),
      await call(null, 'POST', '/api/birthdays', { name: 'A', date: '--01-01' }),
      await call(null, 'DELETE', '/api/birthdays/x'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toBe('Must be logged in');
    }
  });
});
