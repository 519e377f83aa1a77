import { once } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutbound, OutboundFailed, OutboundRefused, type Resolve } from './outbound';
import { parseOutboundAllow } from './outbound-allow';
import { isPublicAddress } from './public-address';

const resolvesTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses;
const allow = (value: string) => parseOutboundAllow(value)!;

/** A server on one loopback address that answers 200 and notes each request's method, Host and path. */
async function listening(address: string, port: number) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.headers.host?.replace(/:\d+$/, '')} ${req.url}`);
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  server.listen(port, address);
  await once(server, 'listening');
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { requests, port: (server.address() as AddressInfo).port, close };
}

/** Catches every https connection as it would open (refused at once), noting where it was going. */
function catchConnections() {
  const seen: { host?: string | null; servername?: string }[] = [];
  const spy = vi
    .spyOn(https.Agent.prototype, 'createConnection')
    .mockImplementation((options: { host?: string | null; servername?: string }, callback) => {
      seen.push({ host: options.host, servername: options.servername });
      callback?.(
        Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
        undefined as never,
      );
      return undefined as never;
    });
  return { seen, restore: () => spy.mockRestore() };
}
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (err: unknown) => (err instanceof OutboundRefused ? err.reason : `other: ${String(err)}`),
  );

describe('public addresses', () => {
  it.each(['8.8.8.8', '2a00:1450:4001:80b::200a', '17.57.146.20'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    'fd00::1',
    'fe80::1',
    'not an address',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('which URLs we may call', () => {
  const publicDns = resolvesTo('93.184.216.34');

  it.each([
    'https://127.0.0.1/hook',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://10.0.0.8/hook',
    'https://169.254.169.254/latest/meta-data',
  ])('refuses %s as not public', async (url) => {
    expect(await reason(createOutbound({ resolve: publicDns }).checkUrl(url))).toBe('not_public');
  });

  it('refuses a host any of whose addresses is private, and one that does not resolve', async () => {
    const mixed = createOutbound({ resolve: resolvesTo('93.184.216.34', '10.0.0.1') });
    expect(await reason(mixed.checkUrl('https://hooks.example.net/x'))).toBe('not_public');
    const home = createOutbound({ resolve: resolvesTo('192.168.1.20') });
    expect(await reason(home.checkUrl('https://ntfy.home.lan/x'))).toBe('not_public');
    const nowhere = createOutbound({ resolve: resolvesTo() });
    expect(await reason(nowhere.checkUrl('https://nowhere.example/x'))).toBe('unknown_host');
  });

  it('takes a public host over https only, and never credentials or another scheme', async () => {
    const outbound = createOutbound({ resolve: publicDns });
    expect(await reason(outbound.checkUrl('https://ntfy.sh/my-topic'))).toBe('accepted');
    expect(await reason(outbound.checkUrl('https://hooks.example.net:8443/x'))).toBe('accepted');
    expect(await reason(outbound.checkUrl('http://ntfy.sh/my-topic'))).toBe('not_https');
    expect(await reason(outbound.checkUrl('https://me:pw@ntfy.sh/my-topic'))).toBe('credentials');
    expect(await reason(outbound.checkUrl('ftp://ntfy.sh/x'))).toBe('not_url');
    expect(await reason(outbound.checkUrl('ntfy.sh/my-topic'))).toBe('not_url');
  });

  it('lets OUTBOUND_ALLOW ranges through, over plain http too', async () => {
    const outbound = createOutbound({
      allow: allow('127.0.0.1,192.168.1.0/24,fd00::/8'),
      resolve: resolvesTo('192.168.1.20'),
    });
    expect(await reason(outbound.checkUrl('http://127.0.0.1:8080/topic'))).toBe('accepted');
    expect(await reason(outbound.checkUrl('http://[::ffff:127.0.0.1]/topic'))).toBe('accepted');
    expect(await reason(outbound.checkUrl('http://ntfy.home.lan/topic'))).toBe('accepted');
    expect(await reason(outbound.checkUrl('http://[fd00::5]/topic'))).toBe('accepted');
    // The rest of the private network stays closed.
    expect(await reason(outbound.checkUrl('http://127.0.0.2/topic'))).toBe('not_public');
    expect(await reason(outbound.checkUrl('https://10.0.0.1/topic'))).toBe('not_public');
    expect(await reason(outbound.checkUrl('https://[::1]/topic'))).toBe('not_public');
  });

  it('judges an address written in the URL the same on every send (kept once judged)', async () => {
    const outbound = createOutbound({ allow: allow('127.0.0.1'), resolve: resolvesTo('93.184.216.34') });
    for (let send = 0; send < 3; send++) {
      expect(await reason(outbound.checkUrl('http://127.0.0.1:8080/topic'))).toBe('accepted');
      expect(await reason(outbound.checkUrl('https://10.0.0.8/hook'))).toBe('not_public');
      expect(await reason(outbound.checkUrl('http://8.8.8.8/hook'))).toBe('not_https');
      expect(await reason(outbound.checkUrl('https://8.8.8.8/hook'))).toBe('accepted');
    }
  });

  it('lets an OUTBOUND_ALLOW host name through whatever it resolves to, and no other name', async () => {
    const outbound = createOutbound({ allow: allow('ntfy.home.lan'), resolve: resolvesTo('10.1.2.3') });
    expect(await reason(outbound.checkUrl('http://NTFY.home.lan/topic'))).toBe('accepted');
    expect(await reason(outbound.checkUrl('http://other.home.lan/topic'))).toBe('not_public');
  });
});

describe('posting', () => {
  let server: http.Server;
  let port = 0;
  const seen: { method: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  let reply: (res: http.ServerResponse) => void = (res) => res.end('ok');

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', headers: req.headers, body });
        reply(res);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const loopback = (options: Parameters<typeof createOutbound>[0] = {}) =>
    createOutbound({ allow: allow('127.0.0.1,receiver.test'), resolve: resolvesTo('127.0.0.1'), ...options });

  it('sends the body and headers and answers with the status only', async () => {
    reply = (res) => res.writeHead(503, { 'retry-after': '120' }).end('remote words nobody should read');
    const answer = await loopback().post(
      `http://127.0.0.1:${port}/t`,
      { 'content-type': 'application/json' },
      '{"a":1}',
    );
    expect(answer).toEqual({ status: 503, retryAfter: '120' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(seen.at(-1)!.headers['content-type']).toBe('application/json');
  });

  it('never follows a redirect', async () => {
    const before = seen.length;
    reply = (res) => res.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
    expect(await loopback().post(`http://127.0.0.1:${port}/t`, {}, 'x')).toEqual({
      status: 302,
      retryAfter: null,
    });
    expect(seen.length).toBe(before + 1);
  });

  it('gives up on a reply that does not come in time', async () => {
    reply = () => {};
    const err = await loopback({ timeoutMs: 200 })
      .post(`http://127.0.0.1:${port}/t`, {}, 'x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundFailed);
    expect((err as OutboundFailed).kind).toBe('timeout');
  });

  it('sends again on a fresh connection when the server closed the kept-alive one as it was reused', async () => {
    // A server closes an idle kept-alive connection when it likes; a request written on it just then
    // meets a reset before any answer. Here the second request on every connection is reset so.
    const sockets: string[] = [];
    const closing = http.createServer((req, res) => {
      const socket = req.socket;
      const seen = (socket as { requests?: number }).requests ?? 0;
      Object.assign(socket, { requests: seen + 1 });
      if (seen === 0) sockets.push(`${socket.remotePort}`);
      if (seen > 0) return socket.destroy();
      req.resume();
      req.on('end', () => res.end());
    });
    closing.listen(0, '127.0.0.1');
    await once(closing, 'listening');
    const at = `http://127.0.0.1:${(closing.address() as AddressInfo).port}/hook`;
    const outbound = createOutbound({ allow: allow('127.0.0.1') });
    try {
      expect((await outbound.post(at, {}, 'one')).status).toBe(200);
      expect((await outbound.post(at, {}, 'two')).status).toBe(200);
      expect(sockets).toHaveLength(2);
    } finally {
      closing.close();
      closing.closeAllConnections();
    }
  });

  it('says unreachable for a port nobody listens on', async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const free = (closed.address() as AddressInfo).port;
    closed.close();
    const err = await loopback()
      .post(`http://127.0.0.1:${free}/t`, {}, 'x')
      .catch((e: unknown) => e);
    expect((err as OutboundFailed).kind).toBe('unreachable');
  });

  it('refuses 127.0.0.1 without OUTBOUND_ALLOW before any request leaves', async () => {
    const before = seen.length;
    const err = await createOutbound()
      .post(`http://127.0.0.1:${port}/t`, {}, 'x')
      .catch((e: unknown) => e);
    expect((err as OutboundRefused).reason).toBe('not_public');
    expect(seen.length).toBe(before);
  });

  it('opens the connection to the address it checked, never where the name points a moment later (DNS rebinding)', async () => {
    // Public for the check before the request, loopback for any lookup after it. No packet leaves:
    // the connection is caught as it opens, and says where it was going.
    const answers = [['93.184.216.34']];
    const rebinding = createOutbound({ resolve: async () => answers.shift() ?? ['127.0.0.1'] });
    const opened = catchConnections();
    try {
      const err = await rebinding.post('https://rebind.example/t', {}, 'x').catch((e: unknown) => e);
      expect((err as OutboundFailed).kind).toBe('unreachable');
      expect(opened.seen).toEqual([{ host: '93.184.216.34', servername: 'rebind.example' }]);
    } finally {
      opened.restore();
    }
  });

  it('sends to the checked address while the name already points elsewhere', async () => {
    // 127.0.0.2 is on the operator's list and 127.0.0.1 is not: the name moves there once checked.
    const trap = await listening('127.0.0.1', 0);
    const checked = await listening('127.0.0.2', trap.port);
    const answers = [['127.0.0.2']];
    const moving = createOutbound({
      allow: allow('127.0.0.2'),
      resolve: async () => answers.shift() ?? ['127.0.0.1'],
    });
    try {
      expect((await moving.post(`http://moving.test:${trap.port}/t`, {}, 'x')).status).toBe(200);
      expect(checked.requests).toEqual(['POST moving.test /t']);
      expect(trap.requests).toEqual([]);
    } finally {
      trap.close();
      checked.close();
    }
  });

  it('connects to an allowed host name, resolving it when the socket opens', async () => {
    reply = (res) => res.writeHead(204).end();
    expect(await loopback().post(`http://receiver.test:${port}/t`, {}, 'x')).toEqual({
      status: 204,
      retryAfter: null,
    });
  });
});
