import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy(' ')).toBe(0);
  });

  it('reads a number of hops, up to ten', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('10')).toBe(10);
    expect(parseTrustProxy('11')).toBeUndefined();
  });

  it('reads proxy addresses and ranges, and refuses anything else', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toBe('10.0.0.0/8,127.0.0.1,::1');
    expect(parseTrustProxy('fd00::/8,2001:db8::1')).toBe('fd00::/8,2001:db8::1');
    for (const value of [
      'yes',
      '10.0.0.0/8, proxy.internal',
      '*',
      '-1',
      // Words of hexadecimal letters are not addresses (Fastify would fail at start on them).
      'bad',
      'cafe, 10.0.0.1',
      '1.2.3',
      '256.0.0.1',
      '10.0.0.0/33',
      'fd00::/129',
      ':::1',
    ]) {
      expect([value, parseTrustProxy(value)]).toEqual([value, undefined]);
    }
  });
});
