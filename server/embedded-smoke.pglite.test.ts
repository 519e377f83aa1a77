import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { createTestServer, type TestServer } from '@server/test/harness';
import { afterAll, beforeAll, expect, it } from 'vitest';

// The embedded default end to end, in every run: CI runs the API tests on PostgreSQL, so without
// this file nothing there would sign in, add, list and remind on PGlite (vitest.config.ts).
let server: TestServer;
const clock = manualClock('2026-11-22T08:00:00Z');

beforeAll(async () => {
  server = await createTestServer({ clock });
});
afterAll(() => server.close());

it('signs in, adds a birthday, lists it and texts its reminder, on the embedded database', async () => {
  expect(server.databaseUrl).toBe('memory://');
  const { cookie } = await server.signIn('+12015550123');

  const added = await server.app.inject({
    method: 'POST',
    url: '/api/birthdays',
    headers: { cookie },
    payload: { name: 'Ada Lovelace', date: '1815-11-23' },
  });
  expect(added.statusCode).toBe(201);

  const listed = await server.app.inject({ method: 'GET', url: '/api/birthdays', headers: { cookie } });
  expect(listed.statusCode).toBe(200);
  expect(listed.json()).toEqual([expect.objectContaining({ name: 'Ada Lovelace', date: '1815-11-23' })]);

  // A new user's reminders go out at 09:00 UTC by SMS, the day before among them.
  const codes = server.twilio.messages.length;
  clock.set('2026-11-22T08:59:00Z');
  await runReminderTick(server.deps);
  expect(server.twilio.messages).toHaveLength(codes);
  clock.set('2026-11-22T09:00:00Z');
  await runReminderTick(server.deps);
  expect(server.twilio.messages.slice(codes).map((m) => m.body)).toEqual([
    `Cakeday: Ada Lovelace turns 211 tomorrow (November 23rd). http://localhost:3000/wish/${added.json().id}`,
  ]);
});
