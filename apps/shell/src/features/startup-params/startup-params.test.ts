import { readStartupParams, withoutConsumedParams } from './startup-params';

describe('readStartupParams', () => {
  it('reads the token, product, lotto and error parameters', () => {
    expect(
      readStartupParams('?token=abc&product=shop&lotto=club-lotto&error=Payment%20failed'),
    ).toEqual({
      token: 'abc',
      product: 'shop',
      lotto: 'club-lotto',
      error: 'Payment failed',
      handover: null,
    });
  });

  it('reads c as a handed-over session, except on the authentication screens', () => {
    expect(readStartupParams('?c=session-1', '/news').handover?.code).toBe('session-1');
    expect(readStartupParams('?c=session-1&u=42', '/news').handover?.forUserId).toBe(42);
    expect(readStartupParams('?c=session-1&u=x', '/news').handover?.forUserId).toBeNull();
    expect(withoutConsumedParams('?c=session-1&u=42&page=2', '/news')).toBe('?page=2');
    expect(readStartupParams('?c=code-1', '/authentication/email-confirmed').handover).toBeNull();
  });

  it('treats missing and blank values as absent', () => {
    expect(readStartupParams('?token=&error=%20')).toEqual({
      token: null,
      product: null,
      lotto: null,
      error: null,
      handover: null,
    });
  });
});

describe('withoutConsumedParams', () => {
  it('strips c and error and keeps every other parameter as written', () => {
    expect(withoutConsumedParams('?c=code&page=2&error=Oops&q=a%20b+c', '/')).toBe(
      '?page=2&q=a%20b+c',
    );
    expect(withoutConsumedParams('?c=1&error=x', '/')).toBe('');
    expect(withoutConsumedParams('', '/')).toBe('');
  });

  it('takes the app token out of the address, leaving the embedded flag', () => {
    expect(withoutConsumedParams('?token=secret-bearer&lotto=club-lotto', '/')).toBe(
      '?embedded=1&lotto=club-lotto',
    );
    expect(withoutConsumedParams('?token=a&embedded=1', '/lotto/x')).toBe('?embedded=1');
  });

  it('does not confuse parameters whose names only start alike', () => {
    expect(withoutConsumedParams('?cart=1&errors=2&c', '/')).toBe('?cart=1&errors=2');
  });

  it('leaves c to the authentication screens', () => {
    expect(withoutConsumedParams('?c=code&error=x', '/authentication/email-confirmed')).toBe(
      '?c=code',
    );
  });
});
