import { users } from '@server/db/schema';
import { createTestServer, type TestServer } from '@server/test/harness';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';

let server: TestServer;
let alice: { cookie: string; user: { id: string } };

beforeAll(async () => {
  server = await createTestServer();
});
beforeEach(async () => {
  await server.reset();
  alice = await server.signIn('+12015550123');
});
afterAll(() => server.close());

it('settings saved before a channel existed read that channel as off, and save again whole', async () => {
  // As if 'push' had been added after this user last saved: their stored flags lack it.
  await server.deps.db
    .update(users)
    .set({ reminderSettings: sql`${users.reminderSettings} #- '{channels,push}'` })
    .where(eq(users.id, alice.user.id));

  const res = await server.app.inject({
    method: 'GET',
    url: '/api/reminders/settings',
    headers: { cookie: alice.cookie },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().channels).toMatchObject({ sms: true, push: false });

  const saved = await server.app.inject({
    method: 'PUT',
    url: '/api/reminders/settings',
    headers: { cookie: alice.cookie },
    payload: res.json(),
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().channels).toMatchObject({ sms: true, push: false });
});
