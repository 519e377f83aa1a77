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

export type OutboundOptions = {
  allow?: OutboundAllow;
  resolve?: Resolve;
  /** The whole wait for an answer's status line. */
  timeoutMs?: number;
};

/**
 * Calls a URL a user gave us, only where they may send us: a public host, or one the operator lets
 * through with OUTBOUND_ALLOW (host names and ranges on their own network). Checked when the URL is
 * saved, again before each request, and once more when the socket opens, so a name that resolved
 * to a public address at save time cannot later lead into our network. Redirects are never followed,
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
  /** 'allowed': on the operator's list (plain http is fine); 'public': on the internet. Else refused. */
  async function hostKind(hostname: string): Promise<'allowed' | 'public'> {
    const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
    if (list.hasHost(host)) return 'allowed';
    const kind = isIP(host) ? literalKind(host) : addressesKind(await resolve(host).catch(() => []));
    if (kind === 'allowed' || kind === 'public') return kind;
    throw new OutboundRefused(kind);
  }

  /** The URL parsed, when we may call it: http(s), no credentials, https unless the host is allowed. */
  async function checkUrl(raw: string): Promise<URL> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundRefused('not_url');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundRefused('not_url');
    if (url.username || url.password) throw new OutboundRefused('credentials');
    const kind = await hostKind(url.hostname);
    if (url.protocol === 'http:' && kind !== 'allowed') throw new OutboundRefused('not_https');
    return url;
  }

  // When the socket opens: an allowed name as it resolves, any other only to permitted addresses.
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
   * Sends `body` to a URL we may call; resolves with the status (and, when asked, the body's first
   * `replyBytes`), throws when no answer came.
   */
  async function send({
    method = 'POST',
    url: raw,
    headers,
    body,
    replyBytes = 0,
  }: OutboundRequest): Promise<OutboundReply> {
    const url = await checkUrl(raw);
    const secure = url.protocol === 'https:';
    const attempt = (again: boolean): Promise<OutboundReply> =>
      new Promise((done, fail) => {
        const request = (secure ? https : http).request(url, {
          method,
          agent: secure ? agents.https : agents.http,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        });
        const timer = setTimeout(() => request.destroy(new OutboundFailed('timeout')), timeoutMs);
        request.on('response', (response) => {
          const retryAfter = response.headers['retry-after'];
          const answer = {
            status: response.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
          };
          if (replyBytes <= 0) {
            clearTimeout(timer);
            // Drained unread: a remote service's words never reach anything a user sees.
            response.resume();
            return done(answer);
          }
          // The body's start, within the same wait; the rest is drained unread.
          let kept = Buffer.alloc(0);
          response.on('data', (chunk: Buffer) => {
            if (kept.length < replyBytes) kept = Buffer.concat([kept, chunk]).subarray(0, replyBytes);
          });
          response.on('end', () => {
            clearTimeout(timer);
            done({ ...answer, reply: kept.toString('utf8') });
          });
          response.on('error', () => {
            clearTimeout(timer);
            done({ ...answer, reply: '' });
          });
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

  /** POSTs `body` to a URL we may call; resolves with the status (never the body), throws when no answer came. */
  const post = (url: string, headers: Record<string, string>, body: string) => send({ url, headers, body });

  return { hostKind, checkUrl, post, send, httpsAgent: agents.https };
}

export type Outbound = ReturnType<typeof createOutbound>;
