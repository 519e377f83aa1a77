import { createTestServer, type TestServer } from '@server/test/harness';
import type { ConnectionView } from '@shared/address-books';
import { type Radicale, startRadicale } from '@test-support/radicale';
import { afterAll, beforeAll, expect, it } from 'vitest';

// The embedded database has one connection: connecting once hung there while its transaction
// waited on the password key's first read of the database.
let server: TestServer;
let radicale: Radicale;

beforeAll(async () => {
  radicale = await startRadicale();
  await radicale.makeBook('contacts', 'Contacts');
  server = await createTestServer({ env: { OUTBOUND_ALLOW: '127.0.0.1' } });
});
afterAll(async () => {
  await server?.close();
  await radicale?.close();
});

it('connects an address book on a fresh embedded database, and the list still answers', async () => {
  const alice = await server.signIn('+12015550123');
  const headers = { cookie: alice.cookie };
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/address-books',
    headers,
    payload: { server: radicale.url, username: radicale.user, password: radicale.password },
  });
  expect(res.statusCode).toBe(200);
  expect((res.json() as ConnectionView).books.map((b) => b.name)).toEqual(['Contacts']);
  const birthdays = await server.app.inject({ method: 'GET', url: '/api/birthdays', headers });
  expect(birthdays.statusCode).toBe(200);
});
