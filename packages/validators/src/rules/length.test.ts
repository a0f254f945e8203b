import fc from 'fast-check';
import { lengthBetween, maxLength, minLength } from './length';

describe('length rules', () => {
  it('minLength says "Minimum length N" and leaves empty values alone', () => {
    expect(minLength(6)('abc')).toBe('Minimum length 6');
    expect(minLength(6)('')).toBeUndefined();
    expect(minLength(6)('abcdef')).toBeUndefined();
  });

  it('maxLength says "Maximum length N"', () => {
    expect(maxLength(3)('abcd')).toBe('Maximum length 3');
    expect(maxLength(3)('abc')).toBeUndefined();
  });

  it('lengthBetween gives its one message at either end', () => {
    const validate = lengthBetween(4, 100, 'Invalid password');
    expect(validate('abc')).toBe('Invalid password');
    expect(validate('a'.repeat(101))).toBe('Invalid password');
    expect(validate('abcd')).toBeUndefined();
    expect(validate('a'.repeat(100))).toBeUndefined();
  });

  it('agrees with the length of any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(40), (text, n) => {
        const tooLong = maxLength(n)(text) !== undefined;
        const tooShort = minLength(n)(text) !== undefined;
        return tooLong === text.length > n && tooShort === (text.length > 0 && text.length < n);
      }),
    );
  });
});
