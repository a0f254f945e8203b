/** Local storage key of the email a password reset was asked for. */
export const RESET_EMAIL_KEY = 'forgotPasswordEmail';

export function storeResetEmail(email: string): void {
  try {
    localStorage.setItem(RESET_EMAIL_KEY, email);
  } catch {
    // Storage may be unavailable (private mode); the email then travels in the address.
  }
}

export function readResetEmail(): string | null {
  try {
    return localStorage.getItem(RESET_EMAIL_KEY);
  } catch {
    return null;
  }
}
