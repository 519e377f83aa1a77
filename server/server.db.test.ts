import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestServer } from '@server/test/harness';
import { expect, it } from 'vitest';

/** A Twilio stand-in that holds every Messages request until released. */
async function startHangingTwilio() {
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    req.resume();
    held.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held,
    release() {
      for (const res of held.splice(0)) {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: 'SM00000000000000000000000000000001', status: 'queued' }));
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

it('closes the database only after every running handler has finished, even one whose client left', async () => {
  const twilio = await startHangingTwilio();
  const server = await createTestServer({ env: { TWILIO_API_BASE: twilio.url, LOG_LEVEL: 'error' } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;

  // send-code writes to the database again once the SMS provider answers.
  const leaving = new AbortController();
  const request = fetch(`http://127.0.0.1:${port}/api/auth/send-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '+12015550123' }),
    signal: leaving.signal,
  }).catch(() => 'left');
  await expect.poll(() => twilio.held.length, { timeout: 20_000 }).toBe(1);
  leaving.abort();
  expect(await request).toBe('left');

  const order: string[] = [];
  const closing = server.close().then(() => order.push('closed'));
  await expect.poll(() => server.app.server.listening).toBe(false);
  // Give a close that does not wait its chance to finish first.
  await Promise.race([closing, new Promise((r) => setTimeout(r, 1000))]);
  order.push('released');
  twilio.release();
  await closing;
  await twilio.close();

  expect(order).toEqual(['released', 'closed']);
  expect(server.logs.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
}, 60_000);
