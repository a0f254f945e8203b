import { nulAt } from './nul-guard';

describe('nulAt', () => {
  it('finds a NUL in text, keys and nested values, and names where', () => {
    expect(nulAt('a\u0000b', 'body')).toBe('body');
    expect(nulAt({ list: [{ name: 'ok' }, { name: 'x\u0000' }] }, 'body')).toBe('body.list.1.name');
    expect(nulAt({ 'key\u0000': 1 }, 'body')).toBe('body.key\u0000');
    expect(nulAt(['\u0000'], 'querystring')).toBe('querystring.0');
  });

  it('passes everything else', () => {
    expect(nulAt("O'Brien \u202e ☘ <b>", 'body')).toBeUndefined();
    expect(nulAt({ a: 1, b: null, c: [true, 'text'] }, 'body')).toBeUndefined();
    expect(nulAt(undefined, 'body')).toBeUndefined();
    expect(nulAt(Buffer.from([0, 0, 0]), 'body')).toBeUndefined();
  });
});
