/** Session storage key: the visitor confirmed their age during this visit. */
export const AGE_CONFIRMED_KEY = 'age-confirmed';

/** The age a player must be over to play lotto and draws. */
export const AGE_LIMIT = 18;

/** Remembered for the visit only: session storage, which may be missing or refused. */
export function hasConfirmedAge(): boolean {
  try {
    return window.sessionStorage.getItem(AGE_CONFIRMED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberAgeConfirmed(): void {
  try {
    window.sessionStorage.setItem(AGE_CONFIRMED_KEY, 'true');
  } catch {
    // storage unavailable: the question comes again on the next page
  }
}

/** A player sent from the club's lotto app carries both `token` and `lotto`: no question. */
export function skipsAgeGate(search: string): boolean {
  const params = new URLSearchParams(search);
  // `embedded` stands for `token` once the site has taken the token out of the address.
  return (params.has('token') || params.has('embedded')) && params.has('lotto');
}
