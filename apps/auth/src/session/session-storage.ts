// Browser storage the sign-in and sign-out steps of spec 001 section 4 touch (keys of section 9).

export const GUEST_FORM_DATA_KEY = 'guestFormData';
export const FIRST_TIME_LOGIN_KEY = 'IsFirstTimeLogin';
export const PROGRAM_ID_KEY = 'program_id';

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Storage may be unavailable (private mode, blocked): nothing to keep or clear then.
  }
}

/** Sign-in: the stored guest form data goes, the first-time-login flag is set. */
export function rememberSignIn(): void {
  safely(() => {
    localStorage.removeItem(GUEST_FORM_DATA_KEY);
    localStorage.setItem(FIRST_TIME_LOGIN_KEY, 'true');
  });
}

/** Sign-out: the stored programme id goes. */
export function forgetSignedInStorage(): void {
  safely(() => localStorage.removeItem(PROGRAM_ID_KEY));
}
