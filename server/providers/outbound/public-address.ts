import { BlockList, isIP } from 'node:net';

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

/** An address anyone on the internet could reach: not ours, not a neighbour's, not reserved. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is refused outright (BlockList would apply v6 rules to all of IPv4).
  if (version === 0 || /^::ffff:/i.test(address)) return false;
  return !NOT_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
