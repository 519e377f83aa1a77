import { BlockList, isIP } from 'node:net';

/** OUTBOUND_ALLOW as read: host names (lower case) and address ranges the operator lets us call. */
export type OutboundAllow = { hosts: string[]; ranges: { address: string; bits: number }[] };

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** One entry: a host name, an address, or a CIDR range (IPv4 or IPv6); null when it is none of them. */
function parseEntry(entry: string): { host: string } | { address: string; bits: number } | null {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0)
    return rest.length === 0 && bits === undefined && HOST_NAME.test(entry) ? { host: entry } : null;
  const max = version === 4 ? 32 : 128;
  if (rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return null;
  const size = bits === undefined ? max : Number(bits);
  return size <= max ? { address, bits: size } : null;
}

/** The entries of OUTBOUND_ALLOW (comma-separated), or null when one is neither a host name nor a range. */
export function parseOutboundAllow(value: string): OutboundAllow | null {
  const allow: OutboundAllow = { hosts: [], ranges: [] };
  for (const raw of value.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    const parsed = parseEntry(entry);
    if (!parsed) return null;
    if ('host' in parsed) allow.hosts.push(parsed.host);
    else allow.ranges.push(parsed);
  }
  return allow;
}

export const NOTHING_ALLOWED: OutboundAllow = { hosts: [], ranges: [] };

/** Checks a host name or an address against the operator's list. */
export function allowList({ hosts, ranges }: OutboundAllow) {
  const names = new Set(hosts);
  const blocks = new BlockList();
  for (const { address, bits } of ranges)
    blocks.addSubnet(address, bits, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  return {
    hasHost: (host: string) => names.has(host.toLowerCase()),
    coversAddress(address: string) {
      // ::ffff:10.0.0.5 is 10.0.0.5: an IPv4 range covers it, as the socket would reach it.
      const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
      const version = isIP(plain);
      return version !== 0 && blocks.check(plain, version === 4 ? 'ipv4' : 'ipv6');
    },
  };
}
