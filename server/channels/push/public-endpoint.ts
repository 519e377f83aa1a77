import { isIP } from 'node:net';
import { AppError } from '@server/lib/errors';
import type { Outbound } from '@server/providers/outbound';

// Where browsers' push services live (Chrome, Firefox, Safari, Edge): accepted without a DNS look-up.
const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(web\.push|[a-z0-9-]+\.push)\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

const notPublic = () => new AppError('push_endpoint', { field: 'endpoint' });

/**
 * A push endpoint we may POST to: https, at a known push service or a host on the standard port
 * whose every address is public, or a host the operator allows (OUTBOUND_ALLOW). Anything else
 * would let a user point our server at our own network.
 */
export async function checkPushEndpoint(
  endpoint: string,
  outbound: Pick<Outbound, 'hostKind'>,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw notPublic();
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || url.username || url.password) throw notPublic();
  if (url.port === '' && KNOWN_PUSH_HOSTS.some((known) => known.test(host))) return;
  const kind = await outbound.hostKind(host).catch(() => null);
  if (kind === 'allowed') return;
  if (kind !== 'public' || url.port !== '' || isIP(host.replace(/^\[|\]$/g, '')) !== 0) throw notPublic();
}
