import { createTestServer, type TestServer } from '@server/test/harness';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let server: TestServer;
let alice: { cookie: string };
let bob: { cookie: string };

beforeAll(async () => {
  server = await createTestServer();
});
beforeEach(async () => {
  await server.reset();
  alice = await server.signIn('+12015550123');
  bob = await server.signIn('+12015550124');
});
afterAll(() => server.close());

const setLocale = (user: { cookie: string } | null, payload: unknown) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/locale',
    payload: payload as Record<string, unknown>,
    headers: user ? { cookie: user.cookie } : {},
  });
const me = async (user: { cookie: string }) =>
  (await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } })).json();

describe('the account language', () => {
  it('is null until chosen, then kept on the account and no one else', async () => {
    expect(await me(alice)).toMatchObject({ locale: null });
    const res = await setLocale(alice, { locale: 'he' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'he' });
    expect(await me(alice)).toMatchObject({ locale: 'he' });
    expect(await me(bob)).toMatchObject({ locale: null });
    await setLocale(alice, { locale: 'zh-CN' });
    expect(await me(alice)).toMatchObject({ locale: 'zh-CN' });
  });

  it('refuses a language Cakeday does not speak, and a visitor', async () => {
    for (const locale of ['pt', 'EN', '', 'he\u0000', 'x'.repeat(10_000), 7, null]) {
      expect((await setLocale(alice, { locale })).statusCode).toBe(400);
    }
    expect(await me(alice)).toMatchObject({ locale: null });
    expect((await setLocale(null, { locale: 'fr' })).statusCode).toBe(401);
  });
});
