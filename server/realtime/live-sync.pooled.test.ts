import { addBirthday, openEventStream } from '@server/test/event-stream';
import { createScratchDatabase } from '@server/test/scratch-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, onPostgres, type TestServer } from '../test/harness';
import { startPgBouncer } from '../test/pgbouncer';

const liveSync = async (server: TestServer) =>
  ((await server.app.inject({ url: '/api/health' })).json() as { liveSync: { connected: boolean } }).liveSync;

it('says live sync is connected', async () => {
  const server = await createTestServer({ listenCheckMs: 200 });
  try {
    await expect.poll(() => liveSync(server)).toEqual({ connected: true });
  } finally {
    await server.close();
  }
});

describe.runIf(onPostgres)('live sync that cannot go deaf', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await createTestServer({ listenCheckMs: 200 });
    second = await createTestServer({ sameDatabaseAs: first, listenCheckMs: 200 });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('reconnects when its connection is killed, tells open tabs to refetch, and hears the next change', async () => {
    const alice = await first.signIn('+12015550123');
    const tab = await openEventStream(second, alice.cookie);
    await expect.poll(() => liveSync(second)).toEqual({ connected: true });
    // Every LISTEN connection on this database, both instances' (the direct database, not the pooler).
    await first.deps.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'LISTEN %' and pid <> pg_backend_pid()`);
    // A change made while it is down is not announced to it: the tab is told to refetch instead.
    await addBirthday(first, alice.cookie, 'Missed');
    await expect.poll(() => tab.seen.ready, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => liveSync(second), { timeout: 10_000 }).toEqual({ connected: true });
    const before = tab.seen.topics.length;
    await addBirthday(first, alice.cookie, 'Heard');
    await expect.poll(() => tab.seen.topics.slice(before)).toEqual(['birthdays']);
    await tab.close();
  });
});

describe.runIf(onPostgres)('a listener behind a transaction pooler', () => {
  it('finds out that it hears nothing, and says so', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'cakeday_test');
    const pooler = await startPgBouncer(scratch.url);
    const direct = await createTestServer({
      sameDatabaseAs: { databaseUrl: scratch.url, directDatabaseUrl: scratch.url },
      listenCheckMs: 200,
    });
    // LISTEN through the pooler (the schema is migrated by now): it lands on a server connection
    // the pooler hands to others.
    const deaf = await createTestServer({
      sameDatabaseAs: {
        databaseUrl: pooler.pooled(scratch.url),
        directDatabaseUrl: pooler.pooled(scratch.url),
      },
      listenCheckMs: 200,
    }).catch(async (err) => {
      await direct.close();
      await pooler.stop();
      await scratch.drop();
      throw err;
    });
    try {
      await expect.poll(() => liveSync(direct)).toEqual({ connected: true });
      // Several checks in a row: never once does the deaf one claim to be connected.
      for (let i = 0; i < 10; i++) {
        expect(await liveSync(deaf)).toEqual({ connected: false });
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    } finally {
      await direct.close();
      await deaf.close();
      await pooler.stop();
      await scratch.drop();
    }
  });
});
