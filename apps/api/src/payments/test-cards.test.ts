import { passesLuhn } from '@touchline/validators';
import { checkTestCard, TEST_CARDS } from './test-cards';

const NOW = new Date('2026-11-23T12:00:00Z');
const card = (
  number: string,
  extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => checkTestCard({ number, expMonth: 12, expYear: 2030, cvc: '123', ...extra }, NOW);

describe('test cards', () => {
  it('lists only numbers that pass the Luhn check', () => {
    for (const test of TEST_CARDS)
      expect({ number: test.number, ok: passesLuhn(test.number) }).toEqual({
        number: test.number,
        ok: true,
      });
  });

  it('reads brand, funding, last four digits and behaviour of the known cards', () => {
    expect(card('4242 4242 4242 4242')).toEqual({
      ok: true,
      brand: 'visa',
      funding: 'credit',
      lastFour: '4242',
      behaviour: { kind: 'succeeds' },
    });
    expect(card('4000056655665556')).toMatchObject({ funding: 'debit', lastFour: '5556' });
    expect(card('4000000000000002')).toMatchObject({
      behaviour: { kind: 'declines', code: 'card_declined', declineCode: 'generic_decline' },
    });
    expect(card('4000002760003184')).toMatchObject({ behaviour: { kind: 'authenticates' } });
  });

  it('takes any other valid number as a credit card that succeeds', () => {
    expect(card('5105105105105100')).toMatchObject({
      ok: true,
      brand: 'mastercard',
      funding: 'credit',
      behaviour: { kind: 'succeeds' },
    });
  });

  it('refuses a wrong number, a past expiry and a malformed CVC with the provider messages', () => {
    expect(card('4242424242424241')).toEqual({
      ok: false,
      error: {
        type: 'card_error',
        code: 'incorrect_number',
        declineCode: null,
        message: 'Your card number is incorrect.',
      },
    });
    expect(card('4242424242424242', { expMonth: 10, expYear: 2026 })).toMatchObject({
      ok: false,
      error: { message: "Your card's expiration date is in the past." },
    });
    expect(card('4242424242424242', { expMonth: 11, expYear: 26 })).toMatchObject({ ok: true });
    expect(card('378282246310005', { cvc: '123' })).toMatchObject({
      ok: false,
      error: { message: "Your card's security code is invalid." },
    });
    expect(card('378282246310005', { cvc: '1234' })).toMatchObject({ ok: true, brand: 'amex' });
  });
});
