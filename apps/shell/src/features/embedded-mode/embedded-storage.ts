/** Browser storage keys shared with the club's mobile app, which embeds this site. */
export const HIDE_NAVBAR_KEY = 'hideNavbar';
export const PRODUCT_KEY = 'product';
export const LOTTO_URL_KEY = 'lottoUrl';

// Storage can be unavailable (blocked cookies, some private modes): embedded mode then
// simply does not apply, rather than breaking the site.
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // See above.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See above.
  }
}
