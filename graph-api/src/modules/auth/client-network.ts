import { isIPv6 } from 'node:net';

// An IPv6 subscriber is usually given a whole /64 and may use any address in it: counted per
// address, one client would get 2^64 fresh budgets. Its /64 is what one client is counted as.
const IPV6_CLIENT_GROUPS = 4;
const IPV6_GROUPS = 8;

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The 16-bit groups of a valid IPv6 address, `::` expanded; a dotted IPv4 tail stays one entry. */
function ipv6Groups(address: string): string[] {
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const [head, tail] = address.split('::');
  const headGroups = groupsOf(head);
  if (tail === undefined) return headGroups;
  const tailGroups = groupsOf(tail);
  const zeros = Array.from({ length: IPV6_GROUPS - width(headGroups) - width(tailGroups) }, () => '0');
  return [...headGroups, ...zeros, ...tailGroups];
}

/**
 * What per-client limits count by: an IPv4 address as it is (also when written IPv4-mapped), the
 * /64 of an IPv6 address, and anything else (no address known) as given.
 */
export function clientNetworkOf(ip: string | null): string {
  if (ip === null) return 'unknown';
  const address = ip.split('%')[0]!; // a zone id (fe80::1%eth0) names the interface, not the client
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return ip;
  const prefix = ipv6Groups(address).slice(0, IPV6_CLIENT_GROUPS);
  return `${prefix.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
