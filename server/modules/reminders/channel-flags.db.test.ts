import { createTestServer, type TestServer } from '@server/test/harness';
import { scopeTestQueries } from '@server/test/sql-log-scope';
import { REMINDER_CHANNELS } from '@shared/reminder-channels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

// A new channel needs no migration: the users table's default names no channel (drizzle-kit would
// otherwise rewrite it for each one), and a first sign-in writes every channel's flag itself.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it('signs a new user up with every reminder channel on, from a database default that names none', async () => {
  const alice = await server.signIn('+12015550123');
  const res = await server.app.inject({
    method: 'GET',
    url: '/api/reminders/settings',
    headers: { cookie: alice.cookie },
  });
  expect(res.statusCode).toBe(200);
  const channels = res.json().channels as Record<string, boolean>;
  expect(Object.keys(channels).sort()).toEqual([...REMINDER_CHANNELS].sort());
  expect(Object.values(channels).every(Boolean)).toBe(true);

  const { rows } = (await scopeTestQueries(server.deps.db).execute(
    sql`select column_default from information_schema.columns where table_name = 'users' and column_name = 'reminder_settings'`,
  )) as unknown as { rows: { column_default: string }[] };
  expect(rows[0]!.column_default).toContain('"channels": {}');
});
