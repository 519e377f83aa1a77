import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HookArrival = { path: string; headers: IncomingHttpHeaders; body: string; json: unknown };

const TOPIC = /^[-_A-Za-z0-9]{1,64}$/;

/**
 * An ntfy server and webhook receivers on loopback, over plain http (what OUTBOUND_ALLOW lets
 * through). Under /ntfy/ it speaks ntfy's JSON publishing (a topic in the body, a Bearer token for
 * a protected topic); anywhere else it keeps each POST and answers 200, or what `answer` chose for
 * that path: a status, or 'hang' (no answer until `release`). GET /received lists what arrived;
 * POST /_answer sets a path's status from another process.
 * `delayMs` holds every answer that long, as a remote server's latency (the delivery bench's 50 ms);
 * `keepAliveMs` keeps idle connections open that long (Node's 5 s otherwise; Go's servers, ntfy's among
 * them, keep them far longer).
 */
export async function startFakeHooks({
  delayMs = 0,
  keepAliveMs,
}: {
  delayMs?: number;
  keepAliveMs?: number;
} = {}) {
  const received: HookArrival[] = [];
  const answers = new Map<string, number | 'hang'>();
  const answerHeaders = new Map<string, Record<string, string>>();
  const tokens = new Map<string, string>();
  const held: ServerResponse[] = [];
  const waiters: { test: (a: HookArrival) => boolean; resolve: (a: HookArrival) => void }[] = [];

  function arrive(arrival: HookArrival) {
    received.push(arrival);
    if (waiters.length === 0) return;
    for (const waiter of waiters.filter((w) => w.test(arrival))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(arrival);
    }
  }

  const later = (answer: () => void) => (delayMs > 0 ? setTimeout(answer, delayMs) : answer());

  function ntfy(body: string, headers: IncomingHttpHeaders, res: ServerResponse) {
    const message = JSON.parse(body) as { topic?: string };
    if (!message.topic || !TOPIC.test(message.topic)) return res.writeHead(400).end('{"code":40009}');
    const token = tokens.get(message.topic);
    if (token && headers.authorization !== `Bearer ${token}`)
      return res.writeHead(403).end('{"code":40301,"error":"forbidden"}');
    const path = `/ntfy/${message.topic}`;
    arrive({ path, headers, body, json: message });
    if (answers.get(path) === 'hang') return held.push(res);
    later(() =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"id":"x","topic":"${message.topic}"}`),
    );
  }

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (req.method === 'GET' && path === '/received') {
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (path === '/ntfy/') return ntfy(body, req.headers, res);
      if (path === '/_answer') {
        // Browser tests, in another process, choose an answer too: {"path": "/hook/x", "status": 410}.
        const chosen = JSON.parse(body) as { path: string; status: number };
        answers.set(chosen.path, chosen.status);
        return res.writeHead(204).end();
      }
      const answer = answers.get(path) ?? 200;
      // Parsed when read: the delivery bench's receivers must not spend its CPU on it while timed.
      arrive({
        path,
        headers: req.headers,
        body,
        get json() {
          return body ? JSON.parse(body) : null;
        },
      });
      if (answer === 'hang') held.push(res);
      else
        later(() =>
          res.writeHead(answer, answerHeaders.get(path)).end('words from the remote side nobody should see'),
        );
    });
  });
  if (keepAliveMs) server.keepAliveTimeout = keepAliveMs;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    received,
    /** How the receiver at `path` answers from now on (with these headers, e.g. Retry-After). */
    answer(path: string, status: number | 'hang', headers: Record<string, string> = {}) {
      answers.set(path, status);
      answerHeaders.set(path, headers);
    },
    /** Makes an ntfy topic need this access token. */
    protect: (topic: string, token: string) => tokens.set(topic, token),
    /** Resolves with the first arrival (already here or to come) that passes `test`. */
    arrival(test: (a: HookArrival) => boolean): Promise<HookArrival> {
      const already = received.find(test);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
    /** Answers every held request with 200. */
    release() {
      for (const res of held.splice(0)) res.writeHead(200).end();
    },
    reset() {
      received.length = 0;
      answers.clear();
      answerHeaders.clear();
      tokens.clear();
      this.release();
    },
    async close() {
      this.release();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
    /** Down, as a receiver restarting: its port refuses connections until `start`. */
    stop() {
      return this.close();
    },
    /** Back on the same port, with what it had received. */
    async start() {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
  };
}
export type FakeHooks = Awaited<ReturnType<typeof startFakeHooks>>;
