// `TRUST_PROXY`, as the API and the page server read it: how many proxies in front of the server
// (`1` behind one TLS proxy or load balancer), or the proxies' addresses and ranges. The request's
// address, protocol and host are then read from the X-Forwarded-* headers those proxies set.

/** More hops than this is a mistake, not a deployment. */
export const TRUST_PROXY_MAX_HOPS = 10;

export const TRUST_PROXY_FORMAT =
  'a number of proxy hops or a list of proxy addresses (10.0.0.0/8)';

/**
 * The setting as Fastify's `trustProxy` takes it: 0 (trust none) when unset or empty, a number
 * of hops, or the addresses comma-separated; undefined when it is neither.
 */
export function parseTrustProxy(value: string | undefined): number | string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return 0;
  // A bare number is a count of hops, never an address.
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= TRUST_PROXY_MAX_HOPS ? hops : undefined;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries.join(',') : undefined;
}

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

/** An IPv6 address, as the URL parser (in browsers and Node alike) accepts one in brackets. */
function isIpv6(address: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(address) || !address.includes(':')) return false;
  try {
    new URL(`http://[${address}]/`);
    return true;
  } catch {
    return false;
  }
}

/** `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`: an address, or a range with its prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return false;
  const bits = prefix === undefined ? 0 : Number(prefix);
  if (IPV4.test(address)) return bits <= 32;
  return isIpv6(address) && bits <= 128;
}
