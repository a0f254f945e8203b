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
  return entries.every((entry) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry))
    ? entries.join(',')
    : undefined;
}
