import fc from 'fast-check';
import {
  asNumber,
  currencyAmount,
  digitsOnly,
  maxDecimalPlaces,
  minValue,
  nonNegativeInteger,
  numberRange,
  positiveInteger,
} from './numbers';

const INVALID = 'Invalid value';

describe('number rules', () => {
  it('digitsOnly passes digits only', () => {
    expect(digitsOnly()('0123')).toBeUndefined();
    expect(digitsOnly()('12a')).toBe(INVALID);
    expect(digitsOnly()('-1')).toBe(INVALID);
  });

  it('currencyAmount takes whole units with up to two decimals', () => {
    for (const ok of ['12', '12.5', '12.50', '0.99']) expect(currencyAmount()(ok)).toBeUndefined();
    for (const bad of ['12.505', '12,50', '-1', '€12', '.5'])
      expect(currencyAmount()(bad)).toBe(INVALID);
  });

  it('positiveInteger refuses zero, nonNegativeInteger accepts it', () => {
    expect(positiveInteger()('0')).toBe(INVALID);
    expect(positiveInteger()('7')).toBeUndefined();
    expect(positiveInteger()('1.5')).toBe(INVALID);
    expect(nonNegativeInteger()('0')).toBeUndefined();
    expect(nonNegativeInteger()('-3')).toBe(INVALID);
  });

  it('positiveInteger and nonNegativeInteger agree with the number for any integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => {
        const text = String(n);
        return (
          (positiveInteger()(text) === undefined) === n > 0 &&
          (nonNegativeInteger()(text) === undefined) === n >= 0
        );
      }),
    );
  });

  it('minValue and numberRange compare numbers, leaving empty values alone', () => {
    expect(minValue(1)('0')).toBe(INVALID);
    expect(minValue(1)(1)).toBeUndefined();
    expect(minValue(1)('')).toBeUndefined();
    expect(minValue(1)('abc')).toBe(INVALID);
    expect(numberRange(1, 10)('10')).toBeUndefined();
    expect(numberRange(1, 10)('10.5')).toBe(INVALID);
    expect(numberRange(1, 10)(0)).toBe(INVALID);
  });

  it('numberRange passes exactly the numbers between its bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), (a, b, n) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        return (numberRange(min, max)(n) === undefined) === (n >= min && n <= max);
      }),
    );
  });

  it('maxDecimalPlaces counts the digits after the point', () => {
    expect(maxDecimalPlaces(2)('1.234')).toBe(INVALID);
    expect(maxDecimalPlaces(2)('1.23')).toBeUndefined();
    expect(maxDecimalPlaces(0)('5')).toBeUndefined();
  });

  it('asNumber reads numbers and numeric text only', () => {
    expect(asNumber(' 4.5 ')).toBe(4.5);
    expect(asNumber('4,5')).toBeUndefined();
    expect(asNumber(Number.NaN)).toBeUndefined();
  });
});
