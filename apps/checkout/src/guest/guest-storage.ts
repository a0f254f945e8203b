import {
  GUEST_TOKEN_COOKIE,
  readGuestToken,
  removeCookie,
  writeCookie,
} from '@touchline/api-client';
import { removeStored, STORAGE_KEYS, writeStored } from '@touchline/store';
import type { GuestDetails } from '../checkout-flow/checkout-slice';

/** The guest's token (a cookie for its lifetime) and details (browser storage, `guestFormData`). */
export function keepGuest(details: GuestDetails, token: string, expiresInSeconds: number): void {
  writeCookie(GUEST_TOKEN_COOKIE, token, new Date(Date.now() + expiresInSeconds * 1000));
  writeStored(STORAGE_KEYS.guestFormData, JSON.stringify(details));
}

const isDetails = (value: unknown): value is GuestDetails =>
  typeof value === 'object' &&
  value !== null &&
  ['first_name', 'last_name', 'email'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

/** The guest kept from earlier on this device, while their token lasts. */
export function restoreGuest(): GuestDetails | null {
  if (!readGuestToken()) return null;
  try {
    const stored: unknown = JSON.parse(
      window.localStorage.getItem(STORAGE_KEYS.guestFormData) ?? 'null',
    );
    return isDetails(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function forgetGuest(): void {
  removeCookie(GUEST_TOKEN_COOKIE);
  removeStored(STORAGE_KEYS.guestFormData);
}
