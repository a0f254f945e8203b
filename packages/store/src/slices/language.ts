import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isLanguage, type Language, pageLanguage } from '@touchline/i18n';
import type { RootState } from '../core/root-reducer';
import { selectClubAccount } from './club';

/**
 * The visitor's choice of language (the language cookie, read by the host at boot and by the
 * server render from the request), or none: then the club's default holds.
 */
export interface LanguageState {
  chosen: Language | null;
}

const initialState: LanguageState = { chosen: null };

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languageChosen(state, action: PayloadAction<unknown>) {
      state.chosen = isLanguage(action.payload) ? action.payload : null;
    },
    /**
     * The header's switch: kept on the device and the member's account, then the page is loaded
     * again in that language (`language-switch-saga.ts`). The page's language does not change
     * before: its catalogues come with the page the server sends.
     */
    languageSwitched(_state, _action: PayloadAction<Language>) {},
  },
});

export const { languageChosen, languageSwitched } = languageSlice.actions;

declare module '../core/root-reducer' {
  interface LazyLoadedSlices {
    language: LanguageState;
  }
}

export const selectChosenLanguage = (state: RootState): Language | null =>
  state.language?.chosen ?? null;

/** The page's language: the visitor's choice, else the club's default, else English. */
export const selectLanguage = createSelector(
  [selectChosenLanguage, selectClubAccount],
  (chosen, account): Language => pageLanguage({ chosen, clubDefault: account?.default_language }),
);
