import fc from 'fast-check';
import {
  contactPhone,
  currencyTwoDecimals,
  emptyAsNull,
  ensureHttps,
  integerOnly,
  lowercase,
  numbersOnly,
  phoneCharacters,
  stripWhitespace,
  trim,
} from './input-helpers';

describe('input helpers', () => {
  it('integerOnly keeps the digits', () => {
    expect(integerOnly('1a2-3.4')).toBe('1234');
    expect(integerOnly(undefined)).toBe('');
    fc.assert(fc.property(fc.string(), (s) => /^\d*$/.test(integerOnly(s))));
  });

  it('numbersOnly keeps one leading + for phone numbers', () => {
    expect(numbersOnly('+353 87-123')).toBe('35387123');
    expect(numbersOnly('+353 87-123', { allowPlus: true })).toBe('+35387123');
    expect(phoneCharacters('08+7 12')).toBe('08712');
    fc.assert(fc.property(fc.string(), (s) => /^\+?\d*$/.test(phoneCharacters(s))));
  });

  it('contactPhone writes "+" and at most 15 digits', () => {
    expect(contactPhone('353 87 123 4567')).toBe('+353871234567');
    expect(contactPhone('+1234567890123456789')).toBe('+123456789012345');
    expect(contactPhone('abc')).toBe('');
    fc.assert(fc.property(fc.string(), (s) => /^(\+\d{1,15})?$/.test(contactPhone(s))));
  });

  it('currencyTwoDecimals writes two decimals, rounding as written', () => {
    expect(currencyTwoDecimals('12')).toBe('12.00');
    expect(currencyTwoDecimals('12.5')).toBe('12.50');
    expect(currencyTwoDecimals('1.005')).toBe('1.01');
    expect(currencyTwoDecimals('0.994')).toBe('0.99');
    expect(currencyTwoDecimals('9.995')).toBe('10.00');
    expect(currencyTwoDecimals('€1,000.4')).toBe('1000.40');
    expect(currencyTwoDecimals('abc')).toBe('');
    expect(currencyTwoDecimals('1.2.3')).toBe('');
  });

  it('currencyTwoDecimals keeps the cents of any amount', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), (cents) => {
        const text = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        return (
          currencyTwoDecimals(text) === text &&
          currencyTwoDecimals(currencyTwoDecimals(text)) === text
        );
      }),
    );
  });

  it('lowercase, stripWhitespace and trim', () => {
    expect(lowercase('Member@Example.COM')).toBe('member@example.com');
    expect(stripWhitespace(' a b\tc\n')).toBe('abc');
    expect(trim('  hello ')).toBe('hello');
    fc.assert(
      fc.property(fc.string(), (s) => !/\s/.test(stripWhitespace(s)) && trim(trim(s)) === trim(s)),
    );
  });

  it('ensureHttps adds https:// to an address without a scheme, once', () => {
    expect(ensureHttps('club.ie')).toBe('https://club.ie');
    expect(ensureHttps('http://club.ie')).toBe('http://club.ie');
    expect(ensureHttps('HTTPS://club.ie')).toBe('HTTPS://club.ie');
    expect(ensureHttps('')).toBe('');
    fc.assert(fc.property(fc.domain(), (d) => ensureHttps(ensureHttps(d)) === `https://${d}`));
  });

  it('emptyAsNull sends an empty optional text as null', () => {
    expect(emptyAsNull('  ')).toBeNull();
    expect(emptyAsNull(' 087 ')).toBe('087');
  });
});
