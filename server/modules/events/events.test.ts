import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, onPostgres, type TestServer } from '../../test/harness';

/** Opens the user's event stream on a listening server and collects the `change` events. */
async function openStream(server: TestServer, cookie: string) {
  const { port } = server.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const topics: string[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let ready = false;
  const pump = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (block.includes('event: ready')) ready = true;
        const data = block.match(/^event: change\ndata: (.*)$/m)?.[1];
        if (data) topics.push((JSON.parse(data) as { topic: string }).topic);
      }
    }
  })();
  await expect.poll(() => ready).toBe(true);
  return {
    topics,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

const addBirthday = (server: TestServer, cookie: string, name: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/birthdays',
    headers: { cookie },
    payload: { name, date: '--07-07' },
  });

describe('realtime events', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it("tells a user's open streams that their birthdays changed, and nobody else's", async () => {
    const alice = await server.signIn('+12015550123');
    const bob = await server.signIn('+12015550124');
    const aliceTab = await openStream(server, alice.cookie);
    const bobTab = await openStream(server, bob.cookie);
    await addBirthday(server, alice.cookie, 'Ada');
    await expect.poll(() => aliceTab.topics).toEqual(['birthdays']);
    expect(bobTab.topics).toEqual([]);
    await Promise.all([aliceTab.close(), bobTab.close()]);
  });

  it('refuses a stream without a session', async () => {
    const res = await server.app.inject({ url: '/api/events' });
    expect(res.statusCode).toBe(401);
  });
});

describe.runIf(onPostgres)('realtime across two instances on one PostgreSQL', () => {
  it('reaches a tab connected to the other instance', async () => {
    const first = await createTestServer();
    const second = await createTestServer({ sameDatabaseAs: first });
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const alice = await first.signIn('+12015550123');
      const tab = await openStream(second, alice.cookie);
      await addBirthday(first, alice.cookie, 'Grace');
      await expect.poll(() => tab.topics).toEqual(['birthdays']);
      await tab.close();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
