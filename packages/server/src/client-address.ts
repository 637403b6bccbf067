import { isIPv6 } from 'node:net';

/**
 * The key one client's limits are counted under: an IPv4 address as it is (also when written
 * IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64 network, since one subscriber is
 * usually given a whole /64 and could otherwise take a fresh address for every request.
 */
export function clientAddress(ip: string): string {
  const lower = ip.toLowerCase();
  if (!isIPv6(lower)) return lower;
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower.replace(/^::/, '0:'));
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = lower.split('::');
  const left = head ? head.split(':') : [];
  const right = lower.includes('::') && tail ? tail.split(':') : [];
  const groups = lower.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The network a client's address belongs to, a second and coarser key than `clientAddress`: an
 * IPv4 address's /24, an IPv6 address's /48 (what one site is usually given). Many addresses of
 * one network count together against the network's cap and its fair share of a full server.
 * Takes a `clientAddress` key.
 */
export function networkPrefix(client: string): string {
  if (client.endsWith('::/64')) return `${client.split(':').slice(0, 3).join(':')}::/48`;
  const octets = client.split('.');
  return octets.length === 4 ? `${octets.slice(0, 3).join('.')}.0/24` : client;
}
