// Texts of the shared dialogs, letter for letter as users read them.

export const DIALOG_LABELS = { confirm: 'Confirm', cancel: 'Cancel', ok: 'OK' } as const;

export const EXIT_WITHOUT_SAVING = {
  title: 'Exit without saving?',
  prompt: 'Changes that you made may not be saved.',
  confirm: 'Discard changes',
} as const;

export const PAYMENT_IN_PROGRESS = {
  title: 'Please wait',
  text: 'Your payment is being processed. Do not close this window. Screen will refresh automatically',
  ok: 'OK',
} as const;

/** The dialog's largest width. */
export const DIALOG_MAX_WIDTH = '38.75rem';
