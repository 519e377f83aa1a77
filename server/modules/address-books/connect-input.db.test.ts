import { addressBookConnections } from '@server/db/schema';
import { createTestServer, type TestServer } from '@server/test/harness';
import { type Radicale, startRadicale } from '@test-support/radicale';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';

let server: TestServer;
let radicale: Radicale;
let cookie: string;

beforeAll(async () => {
  radicale = await startRadicale();
  await radicale.makeBook('contacts', 'Contacts');
  server = await createTestServer({ env: { OUTBOUND_ALLOW: '127.0.0.1' } });
});
beforeEach(async () => {
  await server.reset();
  ({ cookie } = await server.signIn('+12015550123'));
});
afterAll(async () => {
  await server?.close();
  await radicale?.close();
});

const connect = (payload: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/address-books',
    headers: { cookie },
    payload: { server: radicale.url, username: radicale.user, password: radicale.password, ...payload },
  });
const refusal = async (payload: Record<string, unknown>) => {
  const res = await connect(payload);
  const { error } = res.json() as { error: { message: string; field?: string } };
  return { status: res.statusCode, field: error?.field, message: error?.message };
};

const NUL = 'Some text contains characters Cakeday cannot store. Please remove them and try again.';
const CONTROLS = 'cannot contain line breaks or other control characters.';

it.each([
  ['no server', { server: '' }, 'server', 'Enter the server address'],
  [
    'a server with spaces',
    { server: 'contacts icloud com' },
    'server',
    'Enter the address of your CardDAV server, such as contacts.icloud.com',
  ],
  [
    'a server of 10,000 characters',
    { server: `https://${'a'.repeat(10_000)}.com` },
    'server',
    'This address is too long. Enter the server address, at most 2,000 characters.',
  ],
  ['a blank user name', { username: '  ' }, 'username', 'Enter your user name'],
  [
    'a colon in the user name',
    { username: 'ann:admin' },
    'username',
    'A user name cannot contain a colon (:).',
  ],
  [
    'a line break in the user name',
    { username: 'ann\r\nX-Injected: 1' },
    'username',
    `A user name ${CONTROLS}`,
  ],
  ['a tab in the password', { password: 'pass\tword' }, 'password', `A password ${CONTROLS}`],
  [
    'a user name of 10,000 characters',
    { username: 'a'.repeat(10_000) },
    'username',
    'This user name is too long: at most 500 characters.',
  ],
  ['no password', { password: '' }, 'password', 'Enter the app password'],
  [
    'a password of 5,000 emoji',
    { password: '🎂'.repeat(5_000) },
    'password',
    'This password is too long: at most 500 characters.',
  ],
  // NUL is refused for every request before its fields are read, in the app's own sentence.
  ['NUL in the server', { server: 'http://127.0.0.1\u0000.evil' }, undefined, NUL],
  ['NUL in the user name', { username: 'ann\u0000' }, undefined, NUL],
  ['NUL in the password', { password: 'pass\u0000word' }, undefined, NUL],
])('refuses %s with its field and our sentence, and keeps nothing', async (_, payload, field, message) => {
  expect(await refusal(payload)).toEqual({ status: 400, field, message });
  expect(await server.deps.db.select().from(addressBookConnections)).toEqual([]);
});

it('takes a user name and password of emoji and accents as they are', async () => {
  const res = await connect({ username: radicale.user, password: radicale.password });
  expect(res.statusCode).toBe(200);
  // A name Radicale does not know, in letters any phone could type: refused by the server, in our words.
  expect(await refusal({ username: 'Zoë 🎂', password: 'pässwörd 🎉' })).toEqual({
    status: 400,
    field: undefined,
    message: 'The server refused this user name or password',
  });
});
