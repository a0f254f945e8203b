import fc from 'fast-check';
import { passesLuhn } from './card-number';

describe('passesLuhn', () => {
  it.each(['4242424242424242', '5555555555554444', '378282246310005', '36227206271667'])(
    'accepts the test card %s',
    (number) => expect(passesLuhn(number)).toBe(true),
  );

  it.each(['4242424242424241', '1234567812345678', '42424242', '4242 4242 4242 4242', ''])(
    'refuses %p',
    (number) => expect(passesLuhn(number)).toBe(false),
  );

  it('refuses any single mistyped digit of a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, shift) => {
        const valid = '4242424242424242';
        const digit = (Number(valid[at]) + shift) % 10;
        const typo = `${valid.slice(0, at)}${digit}${valid.slice(at + 1)}`;
        expect(passesLuhn(typo)).toBe(false);
      }),
    );
  });
});
