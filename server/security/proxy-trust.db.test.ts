import { loadConfig } from '@server/config';
import { createTestServer, type TestServer } from '@server/test/harness';
import { CODES_PER_IP_PER_HOUR } from '@shared/constants';
import { afterEach, describe, expect, it } from 'vitest';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const phone = (i: number) => `+1201555${String(1000 + i)}`;

describe('TRUST_PROXY', () => {
  it.each([
    ['off', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.0/8, 192.0.2.7,::1', ['10.0.0.0/8', '192.0.2.7', '::1']],
  ])('takes %s', (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it.each(['on', 'true', '0', '10.0.0.0/33', 'proxy.example'])('refuses %s with one line', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be off/,
    );
  });

  it.each([
    ['1', '127.0.0.1'],
    ['127.0.0.1', '127.0.0.1'],
  ])(
    'with TRUST_PROXY=%s, a forged left-most X-Forwarded-For buys no fresh per-IP quota',
    async (trust, proxy) => {
      server = await createTestServer({ env: { TRUST_PROXY: trust } });
      const send = (i: number) =>
        server!.app.inject({
          method: 'POST',
          url: '/api/auth/send-code',
          payload: { phone: phone(i) },
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        });
      for (let i = 0; i < CODES_PER_IP_PER_HOUR; i++) expect((await send(i)).statusCode).toBe(200);
      expect((await send(CODES_PER_IP_PER_HOUR)).statusCode).toBe(429);
    },
  );
});
