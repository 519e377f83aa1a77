import { gunzipSync } from 'node:zlib';
import { users } from '@server/db/schema';
import { createTestServer, onPostgres, type TestServer } from '@server/test/harness';
import { NOTES_MAX_LENGTH } from '@shared/constants';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createListCache } from './list-cache';

let server: TestServer;
let alice: string;
let aliceId: string;

beforeAll(async () => {
  server = await createTestServer();
});
beforeEach(async () => {
  await server.reset();
  const signedIn = await server.signIn('+12015550123');
  alice = signedIn.cookie;
  aliceId = signedIn.user.id;
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const list = (on: TestServer, cookie: string, headers: Record<string, string> = {}) =>
  on.app.inject({ method: 'GET', url: '/api/birthdays', headers: { cookie, ...headers } });
const create = (on: TestServer, cookie: string, payload: Json) =>
  on.app.inject({ method: 'POST', url: '/api/birthdays', payload, headers: { cookie } });

describe('the list as the database writes it', () => {
  it('has exactly the fields and values of each birthday read alone', async () => {
    const made = [
      (
        await create(server, alice, { name: 'Ada 🎂 “Lovelace”', date: '1815-12-10', notes: 'a\nb "c" \\' })
      ).json(),
      (
        await create(server, alice, {
          name: 'Leap',
          date: '--02-29',
          phoneNumber: '2015550999',
          interests: ['chess', 'ラーメン'],
          reminders: [{ type: 'week', enabled: false }],
        })
      ).json(),
      (await create(server, alice, { name: 'Early', date: '1900-01-01', category: 'Work' })).json(),
    ];
    // A statement written by hand: the table's trigger moves the list version and announces it.
    await server.deps.db.execute(sql`update birthdays set last_notified = now()`);
    const res = await list(server, alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json() as Json[];
    const one = async (id: unknown) =>
      (
        await server.app.inject({ method: 'GET', url: `/api/birthdays/${id}`, headers: { cookie: alice } })
      ).json();
    expect(body).toEqual([await one(made[2].id), await one(made[1].id), await one(made[0].id)]);
    expect(body[0]!.lastNotified).toEqual(expect.any(Number));
  });

  it('is an empty array with no birthdays', async () => {
    expect((await list(server, alice)).json()).toEqual([]);
  });
});

describe('ETag and 304', () => {
  it('answers 304 with no body while the list is unchanged, and the new list after each change', async () => {
    const first = await list(server, alice);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await list(server, alice, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await list(server, alice, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    const ada = (await create(server, alice, { name: 'Ada', date: '--12-10' })).json();
    const afterCreate = await list(server, alice, { 'if-none-match': etag });
    expect(afterCreate.statusCode).toBe(200);
    expect((afterCreate.json() as Json[]).map((b) => b.name)).toEqual(['Ada']);

    const changed = await server.app.inject({
      method: 'PUT',
      url: `/api/birthdays/${ada.id}`,
      payload: { name: 'Ada L.', date: '--12-10' },
      headers: { cookie: alice },
    });
    expect(changed.statusCode).toBe(200);
    const afterUpdate = await list(server, alice, { 'if-none-match': afterCreate.headers.etag as string });
    expect((afterUpdate.json() as Json[]).map((b) => b.name)).toEqual(['Ada L.']);

    await server.app.inject({
      method: 'DELETE',
      url: `/api/birthdays/${ada.id}`,
      headers: { cookie: alice },
    });
    const afterDelete = await list(server, alice, { 'if-none-match': afterUpdate.headers.etag as string });
    expect(afterDelete.json()).toEqual([]);
    expect(afterDelete.headers.etag).toBe(etag);
  });

  it("never answers one user's ETag with another's list", async () => {
    const bob = (await server.signIn('+12015550124')).cookie;
    await create(server, bob, { name: 'Bob friend', date: '--06-06' });
    const bobs = await list(server, bob);
    const alices = await list(server, alice, { 'if-none-match': bobs.headers.etag as string });
    expect(alices.statusCode).toBe(200);
    expect(alices.json()).toEqual([]);
  });
});

describe('compression', () => {
  it('sends the same list gzipped to a client that accepts it, under the same ETag', async () => {
    await create(server, alice, { name: 'Zoë 🎂', date: '1990-03-04', notes: 'x'.repeat(NOTES_MAX_LENGTH) });
    expect((await list(server, alice)).json()).toHaveLength(1);
    const plain = await list(server, alice);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const zipped = await list(server, alice, { 'accept-encoding': 'br, gzip;q=0.8' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect((plain.json() as Json[])[0]!.name).toBe('Zoë 🎂');
  });

  it('sends it plain when gzip is refused', async () => {
    for (const refusal of ['gzip;q=0', 'identity', 'br, GZIP; q=0.0', 'gzip;q=0, *']) {
      const res = await list(server, alice, { 'accept-encoding': refusal });
      expect(res.headers['content-encoding'], refusal).toBeUndefined();
      expect(res.json()).toEqual([]);
    }
  });
});

describe('freshness', () => {
  it('reads again when the list version moved, even before the change notice arrives', async () => {
    await create(server, alice, { name: 'Ada', date: '--12-10' });
    expect((await list(server, alice)).json()).toHaveLength(1);
    // A change made elsewhere whose notice has not reached this instance: only the version moved.
    await server.deps.db.execute(sql`
      with bumped as (update users set birthdays_version = birthdays_version + 1)
      update birthdays set name = 'Ada Lovelace'`);
    expect((await list(server, alice)).json()).toMatchObject([{ name: 'Ada Lovelace' }]);
  });

  it('moves the version only once for a burst of writes after a read, and each read sees every write', async () => {
    const versionNow = async () =>
      (await server.deps.db.select().from(users).where(eq(users.id, aliceId)))[0]!.birthdaysVersion;
    const before = await versionNow();
    await list(server, alice);
    for (const name of ['One', 'Two', 'Three']) await create(server, alice, { name, date: '--03-03' });
    const after = await versionNow();
    expect(after).toBe(before + 1);
    expect(((await list(server, alice)).json() as Json[]).map((b) => b.name)).toEqual([
      'One',
      'Three',
      'Two',
    ]);
    await create(server, alice, { name: 'Four', date: '--03-03' });
    expect((await list(server, alice)).json()).toHaveLength(4);
  });

  it('moves the version of each user whose creates were written together', async () => {
    const bob = await server.signIn('+12015550124');
    const versions = async () =>
      Object.fromEntries((await server.deps.db.select().from(users)).map((u) => [u.id, u.birthdaysVersion]));
    await list(server, alice);
    await list(server, bob.cookie);
    const before = await versions();
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        create(server, i % 2 ? bob.cookie : alice, { name: `Guest ${i}`, date: '--04-04' }),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await versions()).toEqual({ [aliceId]: before[aliceId]! + 1, [bob.id]: before[bob.id]! + 1 });
    expect((await list(server, bob.cookie)).json()).toHaveLength(4);
  });

  it.runIf(onPostgres)(
    'commits a write and its version move together: no moment shows the row under the old version',
    async () => {
      await list(server, alice);
      // Another session holds alice's user row: the version cannot move until it lets go.
      const holder = new pg.Client({ connectionString: server.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select 1 from users where id = $1 for no key update', [aliceId]);
        const creating = create(server, alice, { name: 'Ada', date: '--12-10' });
        const waiting = `select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and datname = current_database()`;
        await expect.poll(async () => (await holder.query(waiting)).rows[0].n).toBe(1);
        // Had the row committed before the version moved, a crash now would leave a stale list cached.
        expect((await holder.query('select count(*)::int as n from birthdays')).rows[0].n).toBe(0);
        await holder.query('commit');
        expect((await creating).statusCode).toBe(201);
      } finally {
        await holder.end();
      }
      expect((await list(server, alice)).json()).toHaveLength(1);
    },
  );

  it.runIf(onPostgres)('shows a write on one instance at once on a second instance', async () => {
    const second = await createTestServer({ sameDatabaseAs: server });
    try {
      const etag = (await list(second, alice)).headers.etag as string;
      for (const name of ['One', 'Two', 'Three']) {
        expect((await create(server, alice, { name, date: '--03-03' })).statusCode).toBe(201);
        const res = await list(second, alice, { 'if-none-match': etag });
        expect(res.statusCode).toBe(200);
        expect((res.json() as Json[]).map((b) => b.name)).toContain(name);
      }
    } finally {
      await second.close();
    }
  });
});

describe('the cache', () => {
  it('shares one read among concurrent misses and keeps within its byte budget', async () => {
    const cache = createListCache(server.deps.realtime, 10);
    let reads = 0;
    const read = (json: string) => async () => {
      reads += 1;
      return { json, version: 1 };
    };
    const bodies = await Promise.all([1, 2, 3].map(() => cache.get('a', 1, read('[1,2,3]'))));
    expect(reads).toBe(1);
    expect(new Set(bodies.map((b) => b.etag)).size).toBe(1);
    await cache.get('b', 1, read('[4,5,6]'));
    expect(cache.size).toBe(1);
    await cache.get('a', 1, read('[1,2,3]'));
    expect(reads).toBe(3);
  });

  it('drops a list when its change notice arrives, whatever statement wrote the birthdays', async () => {
    let notices = 0;
    server.deps.realtime.onAnyChange(() => void notices++);
    await create(server, alice, { name: 'Ada', date: '--12-10' });
    await expect.poll(() => notices).toBe(1);
    const cache = createListCache(server.deps.realtime);
    await cache.get(aliceId, 0, async () => ({ json: '[]', version: 0 }));
    expect(cache.size).toBe(1);
    await server.deps.db.execute(sql`update birthdays set notes = 'Tea' where user_id = ${aliceId}`);
    await expect.poll(() => notices).toBe(2);
    expect(cache.size).toBe(0);
  });
});
