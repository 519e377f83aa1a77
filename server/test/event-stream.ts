import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestServer } from './harness';

/**
 * Opens a user's event stream on a listening test server, as a browser tab does, and reads it:
 * how many `ready` events came, each change's topic, whether the server said the session ended
 * and whether it closed the stream. Resolves once the first `ready` arrived.
 */
export async function openEventStream(server: TestServer, cookie: string) {
  const { port } = server.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const seen = { ready: 0, ended: false, closed: false, topics: [] as string[] };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const pump = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (/^event: ready$/m.test(block)) seen.ready += 1;
        if (/^event: ended$/m.test(block)) seen.ended = true;
        const data = block.match(/^event: change\ndata: (.*)$/m)?.[1];
        if (data) seen.topics.push((JSON.parse(data) as { topic: string }).topic);
      }
    }
  })();
  void pump.then(() => {
    if (!controller.signal.aborted) seen.closed = true;
  });
  await expect.poll(() => seen.ready).toBeGreaterThan(0);
  return {
    seen,
    topics: seen.topics,
    /** True once the server said the session ended and closed the stream. */
    endedByServer: () => seen.ended && seen.closed,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

/** A change for the streams to hear: one birthday saved through the API. */
export const addBirthday = (server: TestServer, cookie: string, name: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/birthdays',
    headers: { cookie },
    payload: { name, date: '--07-07' },
  });
