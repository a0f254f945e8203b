/** Browser storage keys that the store manages. */
export const STORAGE_KEYS = {
  guestFormData: 'guestFormData',
  firstTimeLogin: 'IsFirstTimeLogin',
  programId: 'program_id',
  selectedPlans: 'selected-plans',
} as const;

/** Local storage may be missing or refused (private modes, embedded webviews): never throw. */
export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the value is simply not kept
  }
}

export function removeStored(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}
