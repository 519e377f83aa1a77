import { type LookupAddress, lookup } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { AppError } from '@server/lib/errors';

// Where browsers' push services live (Chrome, Firefox, Safari, Edge): accepted without a DNS look-up.
const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(web\.push|[a-z0-9-]+\.push)\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

// Loopback, private, link-local, shared, documentation, multicast and reserved ranges.
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is refused outright (BlockList would apply v6 rules to all of IPv4).
  if (version === 0 || /^::ffff:/i.test(address)) return false;
  return !NOT_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

const notPublic = () => new AppError('push_endpoint', { field: 'endpoint' });

type Resolve = (host: string) => Promise<string[]>;
const resolveAll: Resolve = (host) =>
  new Promise((resolve, reject) =>
    lookup(host, { all: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses.map((a) => a.address)),
    ),
  );

/**
 * A push endpoint we may POST to: https on the standard port, at a known push service or a host
 * whose every address is public. Anything else would let a user point our server at our own network.
 */
export async function checkPushEndpoint(endpoint: string, resolve: Resolve = resolveAll): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw notPublic();
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) throw notPublic();
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) throw notPublic();
  if (KNOWN_PUSH_HOSTS.some((known) => known.test(host))) return;
  const addresses = await resolve(host).catch(() => []);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw notPublic();
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * An https agent that connects to public addresses only: checked when the socket opens, so a host
 * that resolved to a public address at subscribe time cannot later resolve to an internal one.
 */
export function publicOnlyAgent(): Agent {
  return new Agent({
    keepAlive: true,
    lookup: (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
      lookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, []);
        if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
          return callback(
            Object.assign(new Error(`${hostname} is not a public address`), { code: 'ENOTPUBLIC' }),
            [],
          );
        }
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      });
    },
  } as ConstructorParameters<typeof Agent>[0]);
}
