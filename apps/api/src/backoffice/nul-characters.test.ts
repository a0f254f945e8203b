import { containsNul } from './nul-characters';

describe('containsNul', () => {
  it('finds a NUL in text, keys and nested values', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ list: [{ name: 'ok' }, { name: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'key\u0000': 1 })).toBe(true);
    expect(containsNul(['\u0000'])).toBe(true);
  });

  it('passes everything else', () => {
    expect(containsNul("O'Brien \u202e ☘ <b>")).toBe(false);
    expect(containsNul({ a: 1, b: null, c: [true, 'text'] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul(Buffer.from([0, 0, 0]))).toBe(false);
  });
});
