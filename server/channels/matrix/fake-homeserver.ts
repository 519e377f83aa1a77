import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One PUT as it reached the homeserver: the raw path, its decoded room and transaction IDs, the body. */
type MatrixRequest = {
  path: string;
  roomId: string;
  txnId: string;
  headers: IncomingHttpHeaders;
  content: Record<string, unknown>;
};

/** A message in a room's timeline: posted once per (access token, transaction ID), as the spec says. */
export type MatrixEvent = {
  eventId: string;
  roomId: string;
  txnId: string;
  content: Record<string, unknown>;
};

/** What every request is answered with until `reset`: as a homeserver would say it, or 'ok' to behave. */
type Trouble =
  | { status: 401 | 403 | 404 | 500 }
  | { status: 429; retryAfterMs?: number; retryAfterHeader?: string };

const WORDS = 'words from the homeserver nobody should see';
const ERRCODE = {
  401: 'M_UNKNOWN_TOKEN',
  403: 'M_FORBIDDEN',
  404: 'M_NOT_FOUND',
  429: 'M_LIMIT_EXCEEDED',
  500: 'M_UNKNOWN',
};
const SEND = /^\/_matrix\/client\/v3\/rooms\/([^/]+)\/send\/m\.room\.message\/([^/]+)$/;

/**
 * A Matrix homeserver's message sending (Client-Server API), on loopback over plain http (what
 * OUTBOUND_ALLOW lets through): PUT /_matrix/client/v3/rooms/{roomId}/send/m.room.message/{txnId}
 * with a Bearer token. A token it was not given answers 401 M_UNKNOWN_TOKEN, a room the token has
 * not joined 403 M_FORBIDDEN; a transaction ID seen before from the same token answers the first
 * event again without posting. `trouble` makes every request fail one way; `stop` takes it down.
 */
export async function startFakeHomeserver() {
  const requests: MatrixRequest[] = [];
  const events: MatrixEvent[] = [];
  const joined = new Map<string, Set<string>>();
  const sent = new Map<string, string>();
  const waiters: { test: (e: MatrixEvent) => boolean; resolve: (e: MatrixEvent) => void }[] = [];
  let trouble: Trouble | null = null;

  const answer = (res: ServerResponse, status: number, body: object, headers = {}) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

  function post(event: MatrixEvent) {
    events.push(event);
    for (const waiter of waiters.filter((w) => w.test(event))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  }

  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const match = SEND.exec(path);
      if (req.method !== 'PUT' || !match)
        return answer(res, 404, { errcode: 'M_UNRECOGNIZED', error: 'Unrecognized request' });
      const [roomId, txnId] = [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
      const content = JSON.parse(body || '{}') as Record<string, unknown>;
      requests.push({ path, roomId, txnId, headers: req.headers, content });
      if (trouble) {
        const { status, retryAfterMs, retryAfterHeader } = trouble as Trouble & {
          retryAfterMs?: number;
          retryAfterHeader?: string;
        };
        const wait = retryAfterMs ? { retry_after_ms: retryAfterMs } : {};
        const headers = retryAfterHeader ? { 'retry-after': retryAfterHeader } : {};
        return answer(res, status, { errcode: ERRCODE[status], error: WORDS, ...wait }, headers);
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const rooms = joined.get(token);
      if (!rooms) return answer(res, 401, { errcode: 'M_UNKNOWN_TOKEN', error: WORDS });
      if (!rooms.has(roomId)) return answer(res, 403, { errcode: 'M_FORBIDDEN', error: WORDS });
      const key = `${token} ${txnId}`;
      let eventId = sent.get(key);
      if (!eventId) {
        eventId = `$event${events.length + 1}`;
        sent.set(key, eventId);
        post({ eventId, roomId, txnId, content });
      }
      answer(res, 200, { event_id: eventId });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Every PUT that reached it, retries and refusals included. */
    requests,
    /** The messages posted, once each. */
    events,
    /** An account with this access token, joined to this room. */
    join(token: string, roomId: string) {
      joined.set(token, (joined.get(token) ?? new Set()).add(roomId));
    },
    /** Every request answered this way from now on; null behaves again. */
    trouble(next: Trouble | null) {
      trouble = next;
    },
    /** Resolves with the first message (already posted or to come) that passes `test`. */
    arrival(test: (e: MatrixEvent) => boolean): Promise<MatrixEvent> {
      const already = events.find(test);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
    reset() {
      requests.length = 0;
      events.length = 0;
      joined.clear();
      sent.clear();
      trouble = null;
    },
    /** Down, as a homeserver restarting: its port refuses connections until `start`. */
    async stop() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
    /** Back on the same port, with what it had. */
    async start() {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close() {
      return this.stop();
    },
  };
}

export type FakeHomeserver = Awaited<ReturnType<typeof startFakeHomeserver>>;
