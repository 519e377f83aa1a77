import { users } from '@server/db/schema';
import { createTestServer, onPostgres, type TestServer } from '@server/test/harness';
import { throughPooler } from '@server/test/pgbouncer';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, createSession } from './sessions';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('the session lookup', () => {
  it.runIf(onPostgres && !throughPooler)(
    'is planned once per connection on PostgreSQL, not again on every request',
    // First in the file: PostgreSQL weighs each connection's plans by the lookups it ran before.
    async () => {
      const { cookie } = await server.signIn('+12015550199');
      // One at a time: every lookup runs on the same pooled connection (the pool reuses the last).
      for (let i = 0; i < 12; i++) {
        const res = await server.app.inject({ url: '/api/auth/me', headers: { cookie } });
        expect(res.statusCode).toBe(200);
      }
      const result = await server.deps.db.execute(
        sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'session_lookup'`,
      );
      const [plans] = (result as unknown as { rows: { generic_plans: string; custom_plans: string }[] }).rows;
      // PostgreSQL tries 5 plans made for the values given before it compares them with its general one.
      expect(Number(plans?.custom_plans)).toBeLessThanOrEqual(5);
      expect(Number(plans?.generic_plans)).toBeGreaterThanOrEqual(7);
    },
  );

  it('answers every request of one batch with its own session, and none for an unknown token', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `LOOKUP${i}`);
    await server.deps.db
      .insert(users)
      .values(ids.map((id, i) => ({ id, phone: `+120155502${String(i).padStart(2, '0')}` })));
    const tokens = await Promise.all(ids.map((id) => createSession(server.deps, id)));
    // Requests of one turn share a query: 1, 3 and 12 (more than the 10 the array is filled up to).
    for (const size of [1, 3, 12]) {
      const found = await Promise.all(
        [...tokens.slice(0, size), 'no such token'].map((token) => authenticate(server.deps, token)),
      );
      expect(found.map((f) => f?.user.id ?? null)).toEqual([...ids.slice(0, size), null]);
    }
    // The filler matches no session either.
    expect(await authenticate(server.deps, '')).toBeNull();
  });
});
