import { checkCvc, checkExpiry, checkNumber, formatCardNumber, formatExpiry } from './card-input';

const NOVEMBER_2026 = new Date(2026, 10, 24);

describe('card input', () => {
  it('takes a card until the end of its expiry month', () => {
    expect(checkExpiry('11 / 26', NOVEMBER_2026)).toEqual({ ok: true });
    expect(checkExpiry('10 / 26', NOVEMBER_2026)).toEqual({
      ok: false,
      message: "Your card's expiration date is in the past.",
      incomplete: false,
    });
    expect(checkExpiry('00 / 30', NOVEMBER_2026)).toMatchObject({
      message: "Your card's expiration date is invalid.",
    });
    expect(checkExpiry('11 / 2', NOVEMBER_2026)).toMatchObject({ incomplete: true });
  });

  it('wants the number and code lengths of the brand', () => {
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
    expect(checkNumber('3622 720627 1667')).toEqual({ ok: true });
    expect(checkNumber('4242 4242 4242')).toMatchObject({ incomplete: true });
    expect(checkCvc('123', '3782 822463 10005')).toMatchObject({ incomplete: true });
    expect(checkCvc('1234', '3782 822463 10005')).toEqual({ ok: true });
    expect(formatExpiry('1/2/3')).toBe('12 / 3');
  });
});
