import dns from 'node:dns';
import net from 'node:net';

/**
 * Where the server may POST a push: a subscription's endpoint is chosen by whoever registers a
 * device, so without this check the device API would make the server call any address it can
 * reach (its database, a cloud metadata service, the office router). Allowed: https to a host
 * whose every address is public; or any endpoint whose origin is listed in PUSH_ENDPOINT_ALLOW
 * (a private push service, the tests' local one). Checked at registration and again at send time,
 * where the connection goes to the address this check resolved (no second lookup a DNS rebinding
 * could answer differently).
 */

// Two lists: a BlockList also matches IPv4 addresses against IPv6 rules (as IPv4-mapped), so the
// IPv4-mapped rule below would block every IPv4 address.
const blockedV4 = new net.BlockList();
const blockedV6 = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64 (reaches IPv4, private ones too)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds any IPv4)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6 text) is a public unicast one. Anything else, or no IP: false. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blockedV4.check(address, 'ipv4') : !blockedV6.check(address, 'ipv6');
}

export type Resolver = (hostname: string) => Promise<string[]>;

/** Every address of a name, as the operating system resolves it (hosts file, DNS). */
export const systemResolver: Resolver = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export type EndpointCheck =
  | { ok: true; url: URL; allowListed: boolean }
  | { ok: false; reason: 'invalid' | 'scheme' | 'address' | 'unresolved' };

/** An allow-list entry as `URL.origin` writes it (lower case, default port dropped). */
function originOf(entry: string): string {
  try {
    return new URL(entry).origin;
  } catch {
    return entry;
  }
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Whether the server may send to `endpoint`: its origin in `allow`, or https (no credentials in
 * it) to a host that resolves, with every address public.
 */
export async function checkPushEndpoint(
  endpoint: string,
  allow: readonly string[],
  resolve: Resolver = systemResolver,
): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'scheme' };
  if (url.username || url.password) return { ok: false, reason: 'invalid' };
  if (allow.some((origin) => originOf(origin) === url.origin)) return { ok: true, url, allowListed: true };
  if (url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  const host = hostOf(url);
  if (net.isIP(host))
    return isPublicAddress(host) ? { ok: true, url, allowListed: false } : { ok: false, reason: 'address' };
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  return addresses.every(isPublicAddress)
    ? { ok: true, url, allowListed: false }
    : { ok: false, reason: 'address' };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the outgoing connection that keeps only public addresses: the socket connects to
 * what this answered, so a name re-pointed at an internal address after registration (DNS
 * rebinding) fails here instead of reaching it.
 */
export function publicOnlyLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: LookupCallback,
): void {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
    if (error) {
      callback(error, []);
      return;
    }
    const usable = addresses.filter((a) => isPublicAddress(a.address));
    if (usable.length === 0) {
      const refused = Object.assign(new Error(`${hostname}: nessun indirizzo pubblico`), {
        code: 'EPUSHADDRESS',
      }) as NodeJS.ErrnoException;
      callback(refused, []);
      return;
    }
    if (options.all) {
      callback(null, usable);
      return;
    }
    const first = usable[0] as dns.LookupAddress;
    callback(null, first.address, first.family);
  });
}
