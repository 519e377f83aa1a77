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

it('a client that knows fewer channels saves what it knows and keeps the other flags as they were', async () => {
  const call = (method: 'GET' | 'PUT', payload?: object) =>
    server.app.inject({
      method,
      url: '/api/reminders/settings',
      headers: { cookie: alice.cookie },
      payload,
    });
  const before = (await call('GET')).json();
  expect(before.channels).toMatchObject({ sms: true, ntfy: true });
  // An app loaded before ntfy existed: its settings have no ntfy flag, and it turns SMS off.
  const { ntfy: _unknown, ...known } = before.channels;
  const saved = await call('PUT', { ...before, channels: { ...known, sms: false } });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().channels).toMatchObject({ sms: false, ntfy: true });
  expect((await call('GET')).json().channels).toMatchObject({ sms: false, ntfy: true });
});

it("maps the spec's types and the lead times both ways, and reads settings saved before lead times", async () => {
  const settings = (payload?: object) =>
    server.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/reminders/settings',
      headers: { cookie: alice.cookie },
      ...(payload ? { payload } : {}),
    });
  // Saved before lead times: no leadDays, the types say 7, 1 and 0.
  const before = (await settings()).json();
  expect(before.leadDays).toEqual([7, 1, 0]);

  const { leadDays: _, ...typesOnly } = before;
  const old = await settings({ ...typesOnly, types: { week: false, day: true, today: true } });
  expect(old.json()).toMatchObject({ leadDays: [1, 0], types: { week: false, day: true, today: true } });

  const chosen = await settings({ ...before, leadDays: [0, 30] });
  expect(chosen.json()).toMatchObject({ leadDays: [30, 0], types: { week: false, day: false, today: true } });
  expect((await settings()).json()).toMatchObject({
    leadDays: [30, 0],
    types: { week: false, day: false, today: true },
  });

  const refused = await settings({ ...before, leadDays: [7, 1, 0, 2, 3, 4] });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.message).toBe('Choose at most 5 reminder times');
});
