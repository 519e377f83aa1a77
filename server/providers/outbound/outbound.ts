import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { allowList, NOTHING_ALLOWED, type OutboundAllow } from './outbound-allow';
import { isPublicAddress } from './public-address';

/** Every address a host name resolves to. */
export type Resolve = (host: string) => Promise<string[]>;

const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses.map((a) => a.address)),
    ),
  );

/** Why a URL may not be called: not an http(s) URL, credentials in it, plain http to the internet, a host not public. */
export type Refusal = 'not_url' | 'credentials' | 'not_https' | 'not_public' | 'unknown_host';

export class OutboundRefused extends Error {
  constructor(readonly reason: Refusal) {
    super(`outbound URL refused: ${reason}`);
  }
}

/** A request that got no answer: refused when the socket opened (not public), unreachable, or too slow. */
export class OutboundFailed extends Error {
  constructor(
    readonly kind: 'not_public' | 'unreachable' | 'timeout' | 'broken',
    readonly code?: string,
  ) {
    super(`outbound request failed: ${kind}${code ? ` (${code})` : ''}`);
  }
}

/** An answer's status and Retry-After; `reply`: the start of its body, only when asked for (never shown to a user). */
export type OutboundReply = { status: number; retryAfter: string | null; reply?: string };

/** A request to a user's address: POST by default; `replyBytes`: how much of the answer's body to keep. */
export type OutboundRequest = {
  method?: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body: string;
  replyBytes?: number;
};

// Answers the host never reached (permanent for the address as saved); others may pass (a reset, a lost packet).
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

// The addresses written in URLs whose judgement is kept (see literalKinds); past it, judged afresh.
const MAX_LITERALS_KEPT = 10_000;

/** A URL we may call and the addresses its check found: its requests connect there, never to a fresh lookup. */
type Target = { url: URL; addresses: string[] | null };

export type OutboundOptions = {
  allow?: OutboundAllow;
  resolve?: Resolve;
  /** The whole wait for an answer: its status line, and as much of its body as the caller reads. */
  timeoutMs?: number;
};

/**
 * Calls a URL a user gave us, only where they may send us: a public host, or one the operator lets
 * through with OUTBOUND_ALLOW (host names and ranges on their own network). Checked when the URL is
 * saved and again before each request, whose socket opens to the very address that check found,
 * so a name that resolved to a public address then cannot lead into our network a moment later. Redirects are never followed,
 * and a reply's body is read only as far as a caller asks (a service that says in it how long to
 * wait), never passed on to a user.
 */
export function createOutbound({
  allow = NOTHING_ALLOWED,
  resolve = systemResolve,
  timeoutMs = 10_000,
}: OutboundOptions = {}) {
  const list = allowList(allow);
  const permitted = (address: string) => list.coversAddress(address) || isPublicAddress(address);

  /** What the addresses of a host allow: 'allowed' (all on the operator's list), 'public', or a refusal. */
  function addressesKind(addresses: string[]): 'allowed' | 'public' | Refusal {
    if (addresses.length === 0) return 'unknown_host';
    if (addresses.every(list.coversAddress)) return 'allowed';
    if (addresses.every(permitted)) return 'public';
    return 'not_public';
  }
  // An address written in the URL itself is judged the same way every time (no DNS can change it):
  // judged once, for the many sends of a busy minute to the same server.
  const literalKinds = new Map<string, 'allowed' | 'public' | Refusal>();
  const literalKind = (address: string) => {
    let kind = literalKinds.get(address);
    if (kind === undefined) {
      kind = addressesKind([address]);
      if (literalKinds.size >= MAX_LITERALS_KEPT) literalKinds.clear();
      literalKinds.set(address, kind);
    }
    return kind;
  };
  /**
   * 'allowed': on the operator's list (plain http is fine); 'public': on the internet. Else refused.
   * `addresses`: those the judgement was made on, where the connection goes; null for a host name
   * the operator allows, resolved as the connection opens.
   */
  async function judgeHost(
    hostname: string,
  ): Promise<{ kind: 'allowed' | 'public'; addresses: string[] | null }> {
    const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
    if (list.hasHost(host)) return { kind: 'allowed', addresses: null };
    const addresses = isIP(host) ? [host] : await resolve(host).catch(() => []);
    const kind = isIP(host) ? literalKind(host) : addressesKind(addresses);
    if (kind === 'allowed' || kind === 'public') return { kind, addresses };
    throw new OutboundRefused(kind);
  }
  const hostKind = async (hostname: string) => (await judgeHost(hostname)).kind;

  /** The URL parsed, when we may call it (http(s), no credentials, https unless the host is allowed), and where to connect. */
  async function checkTarget(raw: string): Promise<Target> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundRefused('not_url');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundRefused('not_url');
    if (url.username || url.password) throw new OutboundRefused('credentials');
    const { kind, addresses } = await judgeHost(url.hostname);
    if (url.protocol === 'http:' && kind !== 'allowed') throw new OutboundRefused('not_https');
    return { url, addresses };
  }
  const checkUrl = async (raw: string) => (await checkTarget(raw)).url;

  // When the socket opens for a name the operator allows (the others connect to a checked address),
  // and for push requests, whose library opens its own: an allowed name as it resolves, any other
  // only to permitted addresses.
  const lookup = (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = found.map((address) => ({ address, family: isIP(address) }));
        if (addresses.length === 0 || !(list.hasHost(hostname) || found.every(permitted))) {
          const err = Object.assign(new Error(`${hostname} is not a public address`), { code: 'ENOTPUBLIC' });
          return callback(err, []);
        }
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    );
  };
  const agentOptions = { keepAlive: true, lookup } as unknown as http.AgentOptions;
  const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };

  /**
   * One request to a checked target, its socket opened to the address the check found (so a name
   * that resolves elsewhere a moment later, DNS rebinding, changes nothing), with the name kept for
   * the Host header and the certificate. `read` takes the answer; the timeout covers it too.
   */
  function exchange<T>(
    { url, addresses }: Target,
    { method, headers, body }: { method: string; headers: Record<string, string>; body: string },
    wait: number,
    read: (response: http.IncomingMessage) => Promise<T>,
  ): Promise<T> {
    const secure = url.protocol === 'https:';
    const name = url.hostname.replace(/^\[|\]$/g, '');
    // Kept-alive sockets are pooled by this host, so a socket is only reused for the same address.
    const host = addresses?.[0] ?? name;
    const attempt = (again: boolean): Promise<T> =>
      new Promise((done, fail) => {
        const request = (secure ? https : http).request({
          host,
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method,
          agent: secure ? agents.https : agents.http,
          ...(secure && !isIP(name) ? { servername: name } : {}),
          headers: { ...headers, host: url.host, 'content-length': String(Buffer.byteLength(body)) },
        });
        const timer = setTimeout(() => request.destroy(new OutboundFailed('timeout')), wait);
        request.on('response', (response) => {
          read(response)
            .then(done, fail)
            .finally(() => clearTimeout(timer));
        });
        request.on('error', (err: NodeJS.ErrnoException) => {
          clearTimeout(timer);
          if (err instanceof OutboundFailed) return fail(err);
          if (err.code === 'ENOTPUBLIC') return fail(new OutboundFailed('not_public', err.code));
          // The server closed a kept-alive connection just as we reused it (Node's documented race):
          // it never read the request, so it goes once more now rather than at a retry minutes later.
          if (!again && request.reusedSocket && err.code === 'ECONNRESET')
            return attempt(true).then(done, fail);
          fail(new OutboundFailed(UNREACHABLE.has(err.code ?? '') ? 'unreachable' : 'broken', err.code));
        });
        request.end(body);
      });
    return attempt(false);
  }

  /**
   * Sends `body` to a URL we may call; resolves with the status (and, when asked, the body's first
   * `replyBytes`), throws when no answer came.
   */
  async function send({
    method = 'POST',
    url,
    headers,
    body,
    replyBytes = 0,
  }: OutboundRequest): Promise<OutboundReply> {
    return exchange(await checkTarget(url), { method, headers, body }, timeoutMs, (response) => {
      const retryAfter = response.headers['retry-after'];
      const answer = {
        status: response.statusCode ?? 0,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
      };
      if (replyBytes <= 0) {
        // Drained unread: a remote service's words never reach anything a user sees.
        response.resume();
        return Promise.resolve(answer);
      }
      // The body's start, within the same wait; the rest is drained unread.
      return new Promise((done) => {
        let kept = Buffer.alloc(0);
        response.on('data', (chunk: Buffer) => {
          if (kept.length < replyBytes) kept = Buffer.concat([kept, chunk]).subarray(0, replyBytes);
        });
        response.on('end', () => done({ ...answer, reply: kept.toString('utf8') }));
        response.on('error', () => done({ ...answer, reply: '' }));
      });
    });
  }

  /** POSTs `body` to a URL we may call; resolves with the status (never the body), throws when no answer came. */
  const post = (url: string, headers: Record<string, string>, body: string) => send({ url, headers, body });

  /**
   * A fetch for a library that speaks HTTP itself (CardDAV's): the same check and pinned connection
   * as `send`, the whole answer read within the wait and up to `maxBytes`, a redirect handed back
   * (never followed), so the library's next URL is checked anew.
   */
  async function fetchChecked(
    raw: string,
    init: { method?: string; headers?: HeadersInit; body?: string | null },
    { maxBytes, timeoutMs: wait = timeoutMs }: { maxBytes: number; timeoutMs?: number },
  ): Promise<Response> {
    const target = await checkTarget(raw);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const request = { method: init.method ?? 'GET', headers, body: init.body ?? '' };
    return exchange(
      target,
      request,
      wait,
      (response) =>
        new Promise<Response>((done, fail) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) return response.destroy(new OutboundFailed('broken', 'ETOOLARGE'));
            chunks.push(chunk);
          });
          response.on('error', (err) =>
            fail(err instanceof OutboundFailed ? err : new OutboundFailed('broken')),
          );
          response.on('end', () => {
            try {
              done(asResponse(response, target.url, Buffer.concat(chunks)));
            } catch {
              // A status or header the Fetch API cannot carry (a 1xx final answer, a malformed value).
              fail(new OutboundFailed('broken'));
            }
          });
        }),
    );
  }

  return { hostKind, checkUrl, post, send, fetch: fetchChecked, httpsAgent: agents.https };
}

// Statuses whose answer has no body by definition (the Fetch API refuses one).
const NULL_BODY = new Set([101, 204, 205, 304]);

function asResponse(response: http.IncomingMessage, url: URL, body: Buffer): Response {
  const headers = new Headers();
  for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
    headers.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
  }
  const status = response.statusCode ?? 0;
  const answer = new Response(NULL_BODY.has(status) ? null : new Uint8Array(body), {
    status,
    statusText: response.statusMessage ?? '',
    headers,
  });
  Object.defineProperty(answer, 'url', { value: url.href });
  return answer;
}

export type Outbound = ReturnType<typeof createOutbound>;
