import { createServer, type Server, type Socket } from 'node:net';
import { addressBooks } from '@server/db/schema';
import { createTestServer, onPostgres, type TestServer } from '@server/test/harness';
import { ADDRESS_BOOK_TEXT, type ConnectionView } from '@shared/address-books';
import { type Radicale, startRadicale } from '@test-support/radicale';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { syncNow } from './sync-now';

// On PostgreSQL two instances share the database; on PGlite one instance takes all twenty.
let first: TestServer;
let second: TestServer;
let radicale: Radicale;
// A CardDAV server that takes the request and never answers: a sync holds its turn as long as we like.
let silent: Server;
const held: Socket[] = [];

beforeAll(async () => {
  radicale = await startRadicale();
  await radicale.makeBook('contacts', 'Contacts');
  first = await createTestServer({ env: { OUTBOUND_ALLOW: '127.0.0.1' } });
  second = onPostgres
    ? await createTestServer({ env: { OUTBOUND_ALLOW: '127.0.0.1' }, sameDatabaseAs: first })
    : first;
  silent = createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  silent?.close();
  if (second !== first) await second?.close();
  await first?.close();
  await radicale?.close();
});

it('twenty Sync now at once, across instances, run one sync: the others say it is syncing', async () => {
  const { cookie, user } = await first.signIn('+12015550123');
  const call = (server: TestServer, method: 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: { cookie } });
  await radicale.put(
    '/ann/contacts/',
    'ann.vcf',
    'BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ann\r\nFN:Ann\r\nBDAY:1990-04-15\r\nEND:VCARD\r\n',
  );
  const connected = (
    await call(first, 'POST', '/api/address-books', {
      server: radicale.url,
      username: radicale.user,
      password: radicale.password,
    })
  ).json() as ConnectionView;
  const bookIds = connected.books.map((b) => b.id);
  expect(
    (await call(first, 'POST', `/api/address-books/${connected.id}/books`, { bookIds })).statusCode,
  ).toBe(200);

  // The book now answers nothing: the first sync to claim the turn waits on it.
  const { port } = silent.address() as { port: number };
  await first.deps.db.update(addressBooks).set({ url: `http://127.0.0.1:${port}/ann/contacts/` });
  const syncs = Array.from({ length: 20 }, (_, i) =>
    call(i % 2 ? second : first, 'POST', `/api/address-books/${connected.id}/sync`),
  );
  const answered: { statusCode: number; json(): unknown }[] = [];
  for (const sync of syncs) void sync.then((res) => answered.push(res));
  await expect.poll(() => answered.length, { timeout: 15_000 }).toBe(19);
  for (const res of answered) {
    expect(res.statusCode).toBe(429);
    expect((res.json() as { error: { message: string } }).error.message).toBe(ADDRESS_BOOK_TEXT.busy);
  }
  // The one that held the turn hears the server go away, says so, and gives the turn back.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const socket of held) socket.destroy();
  const last = (await Promise.all(syncs)).find((res) => res.statusCode !== 429)!;
  expect(last.statusCode).toBe(400);
  expect((last.json() as { error: { message: string } }).error.message).toBe(ADDRESS_BOOK_TEXT.unreachable);
  await first.deps.db.update(addressBooks).set({ url: `${radicale.url}/ann/contacts/` });
  // The route's own limit (20 a minute) is spent: the service itself shows the turn was given back.
  expect(await syncNow(second.deps, user.id, connected.id)).toMatchObject({ added: 0, removed: 0 });
});
