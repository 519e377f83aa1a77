import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, freshDatabase, onPostgres, type TestServer } from '../test/harness';
import { throughPooler } from '../test/pgbouncer';
import { rowsOf } from './client';

/**
 * Several instances on one PostgreSQL, as operators run them: directly, and (TEST_POOLER=pgbouncer)
 * through PgBouncer in transaction mode, where a server connection serves one transaction and the
 * next goes to whichever is free: nothing may rely on state a connection keeps between them.
 */
const how = throughPooler ? 'through PgBouncer in transaction mode' : 'directly';

describe.runIf(onPostgres)(`two instances on one PostgreSQL, ${how}`, () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await createTestServer();
    second = await createTestServer({ sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('answers every signed-in request on the instance that did not sign the user in', async () => {
    const alice = await first.signIn('+12015550123');
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? first : second).app
          .inject({ url: '/api/auth/me', headers: { cookie: alice.cookie } })
          .then((res) => res.statusCode),
      ),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('creates 50 birthdays sent at once to both instances, each once', async () => {
    const bob = await first.signIn('+12015550124');
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? first : second).app
          .inject({
            method: 'POST',
            url: '/api/birthdays',
            headers: { cookie: bob.cookie },
            payload: { name: `Friend ${i}`, date: '--03-14' },
          })
          .then((res) => res.statusCode),
      ),
    );
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const list = await second.app.inject({ url: '/api/birthdays', headers: { cookie: bob.cookie } });
    expect((list.json() as unknown[]).length).toBe(50);
  });

  it('accepts a share once when the recipient accepts it on both instances at once', async () => {
    const carol = await first.signIn('+12015550125');
    const dave = await second.signIn('+12015550126');
    for (const name of ['Ada', 'Grace']) {
      await first.app.inject({
        method: 'POST',
        url: '/api/birthdays',
        headers: { cookie: carol.cookie },
        payload: { name, date: '--12-10', category: 'family' },
      });
    }
    const shared = await second.app.inject({
      method: 'POST',
      url: '/api/shares',
      headers: { cookie: carol.cookie },
      payload: { recipientId: dave.id, categories: ['family'] },
    });
    expect(shared.statusCode).toBe(201);
    const { id } = shared.json() as { id: string };
    const accepts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? first : second).app.inject({
          method: 'POST',
          url: `/api/shares/${id}/accept`,
          headers: { cookie: dave.cookie },
        }),
      ),
    );
    const imported = accepts
      .filter((res) => res.statusCode === 200)
      .map((res) => (res.json() as { imported: number }).imported);
    expect(imported.reduce((a, b) => a + b, 0)).toBe(2);
    const list = await first.app.inject({ url: '/api/birthdays', headers: { cookie: dave.cookie } });
    expect((list.json() as { name: string }[]).map((b) => b.name).sort()).toEqual(['Ada', 'Grace']);
  });
});

describe.runIf(onPostgres)(`ten instances started at once on a fresh database, ${how}`, () => {
  it('all come up, and the schema is migrated once', async () => {
    const database = await freshDatabase({ empty: true });
    const started = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        createTestServer({
          sameDatabaseAs: { databaseUrl: database.url, directDatabaseUrl: database.directUrl },
        }),
      ),
    );
    try {
      expect(started.filter((s) => s.status === 'rejected').map((s) => String(s.reason))).toEqual([]);
      const [one] = started.map((s) => (s as PromiseFulfilledResult<TestServer>).value);
      const [counted] = await rowsOf<{ n: number; d: number }>(
        one!.deps.db.execute(
          sql`select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations`,
        ),
      );
      const { n, d } = counted!;
      expect(n).toBe(d);
      expect(n).toBeGreaterThan(0);
    } finally {
      for (const s of started) if (s.status === 'fulfilled') await s.value.close();
      await database.drop();
    }
  }, 120_000);
});
