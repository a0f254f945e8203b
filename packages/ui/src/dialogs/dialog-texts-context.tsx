import { createContext, useContext } from 'react';
import { DIALOG_LABELS, EXIT_WITHOUT_SAVING } from './dialog-texts';

/** The shared dialogs' own words: their buttons and the "Exit without saving?" question. */
export interface DialogTexts {
  readonly ok: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly exitWithoutSaving: {
    readonly title: string;
    readonly prompt: string;
    readonly confirm: string;
  };
}

export const ENGLISH_DIALOG_TEXTS: DialogTexts = {
  ...DIALOG_LABELS,
  exitWithoutSaving: EXIT_WITHOUT_SAVING,
};

/**
 * Gives the shared dialogs under it their words in the page's language (an app sets it once,
 * from its catalogue, around its content); English where no app has set it.
 */
export const DialogTextsProvider = createContext<DialogTexts>(ENGLISH_DIALOG_TEXTS);

export const useDialogTexts = (): DialogTexts => useContext(DialogTextsProvider);
