import type { PayloadAction } from '@reduxjs/toolkit';
import {
  type ClubApi,
  readAccessToken,
  readCookie,
  removeCookie,
  writePreferenceCookie,
} from '@touchline/api-client';
import type { User } from '@touchline/contracts';
import {
  isLanguage,
  type Language,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_UNSAVED_COOKIE,
} from '@touchline/i18n';
import { call, fork, getContext, select, takeLatest } from 'redux-saga/effects';
import { selectUser } from './auth/auth-selectors';
import { languageSwitched } from './language';

/** The page loaded again, in the language the visitor chose, from the server on. */
export type ReloadPage = () => void;

const reloadInBrowser: ReloadPage = () => window.location.reload();

/**
 * The switch: the choice is kept on this device (the language cookie) and, for a signed-in
 * member, on their account, so their next sign-in anywhere takes it up; then the page is loaded
 * again in that language. A member is signed in when the page holds a session, whether or not
 * the page has read their record yet (the header's user menu may still be loading). A failed
 * save leaves the device's choice (the account keeps its own).
 */
function* switchWorker({ payload: to }: PayloadAction<Language>) {
  writePreferenceCookie(LANGUAGE_COOKIE, to, LANGUAGE_COOKIE_DAYS);
  const user = (yield select(selectUser)) as User | null;
  if (readAccessToken() !== undefined && user?.language !== to) {
    try {
      const api = (yield getContext('api')) as Pick<ClubApi, 'updateUser'>;
      yield call([api, api.updateUser], { language: to });
    } catch {
      // The device keeps the choice; the account is asked again at the next switch.
    }
  }
  const reload = ((yield getContext('reloadPage')) as ReloadPage | undefined) ?? reloadInBrowser;
  yield call(reload);
}

/**
 * A choice the page server kept before the app ran (the switch is a link until then): saved to
 * the member's account when the page holds a session, as the app's own switch does. The mark
 * goes either way: a choice made signed out is the device's only.
 */
function* saveChoiceMadeBeforeTheApp() {
  if (readCookie(LANGUAGE_UNSAVED_COOKIE) === undefined) return;
  removeCookie(LANGUAGE_UNSAVED_COOKIE);
  const chosen = readCookie(LANGUAGE_COOKIE);
  if (!isLanguage(chosen) || readAccessToken() === undefined) return;
  try {
    const api = (yield getContext('api')) as Pick<ClubApi, 'updateUser'>;
    yield call([api, api.updateUser], { language: chosen });
  } catch {
    // The device keeps the choice; the account is asked again at the next switch.
  }
}

export function* languageSaga() {
  yield fork(saveChoiceMadeBeforeTheApp);
  yield takeLatest(languageSwitched.type, switchWorker);
}

/**
 * A member's sign-in takes up the language kept on their account: this device keeps it (the
 * language cookie), so the site is in their language from the next page the server sends.
 */
export function takeUpAccountLanguage(user: User, chosen: Language | null): void {
  if (user.language && user.language !== chosen) {
    writePreferenceCookie(LANGUAGE_COOKIE, user.language, LANGUAGE_COOKIE_DAYS);
  }
}
