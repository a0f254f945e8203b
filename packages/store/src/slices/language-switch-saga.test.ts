import Cookies from 'js-cookie';
import { registerSlice } from '../core/inject';
import { registerCoreSlices } from '../register-core-slices';
import { aUser } from '../testing/fixtures';
import { clearBrowserState, flush, testStore } from '../testing/test-store';
import { authSlice, userLoaded } from './auth/auth-slice';
import { languageSwitched, selectLanguage } from './language';

beforeEach(clearBrowserState);

function switchStore(updateUser: jest.Mock) {
  const reloadPage = jest.fn();
  const store = testStore({ updateUser }, { reloadPage });
  registerCoreSlices();
  return { store, reloadPage };
}

describe("the header's language switch", () => {
  it('keeps a visitor’s choice on this device, then loads the page again in it', async () => {
    const updateUser = jest.fn();
    const { store, reloadPage } = switchStore(updateUser);

    store.dispatch(languageSwitched('ga'));
    await flush();

    expect(Cookies.get('touchline_lang')).toBe('ga');
    expect(updateUser).not.toHaveBeenCalled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    // The page's language changes with the page the server sends, its catalogues with it.
    expect(selectLanguage(store.getState())).toBe('en');
  });

  it('keeps a signed-in member’s choice on their account before the page comes again', async () => {
    let saved: () => void = () => undefined;
    const updateUser = jest.fn(() => new Promise<void>((resolve) => (saved = resolve)));
    const { store, reloadPage } = switchStore(updateUser);
    Cookies.set('touchline_session', 'access-1');
    registerSlice(authSlice);
    store.dispatch(userLoaded(aUser({ language: 'en' })));

    store.dispatch(languageSwitched('ga'));
    await flush();
    expect(updateUser).toHaveBeenCalledWith({ language: 'ga' });
    expect(reloadPage).not.toHaveBeenCalled();
    saved();
    await flush();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(Cookies.get('touchline_lang')).toBe('ga');
  });

  it('keeps the choice on the account of a session whose record the page has not read yet', async () => {
    const updateUser = jest.fn().mockResolvedValue(aUser({ language: 'ga' }));
    const { store, reloadPage } = switchStore(updateUser);
    Cookies.set('touchline_session', 'access-1');

    store.dispatch(languageSwitched('ga'));
    await flush();

    expect(updateUser).toHaveBeenCalledWith({ language: 'ga' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('still changes the language when the account cannot be reached', async () => {
    const updateUser = jest.fn().mockRejectedValue(new Error('offline'));
    const { store, reloadPage } = switchStore(updateUser);
    Cookies.set('touchline_session', 'access-1');
    registerSlice(authSlice);
    store.dispatch(userLoaded(aUser()));

    store.dispatch(languageSwitched('ga'));
    await flush();
    await flush();

    expect(Cookies.get('touchline_lang')).toBe('ga');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('a choice the page server kept before the app ran', () => {
  it("is saved to a signed-in member's account once the app runs, and its mark taken away", async () => {
    Cookies.set('touchline_session', 'access-1');
    Cookies.set('touchline_lang', 'ga');
    Cookies.set('touchline_lang_unsaved', '1');
    const updateUser = jest.fn().mockResolvedValue(aUser({ language: 'ga' }));
    switchStore(updateUser);
    await flush();

    expect(updateUser).toHaveBeenCalledTimes(1);
    expect(updateUser).toHaveBeenCalledWith({ language: 'ga' });
    expect(Cookies.get('touchline_lang_unsaved')).toBeUndefined();
    expect(Cookies.get('touchline_lang')).toBe('ga');
  });

  it("stays the device's alone when made signed out, and no unmarked page saves anything", async () => {
    Cookies.set('touchline_lang', 'ga');
    Cookies.set('touchline_lang_unsaved', '1');
    const updateUser = jest.fn();
    switchStore(updateUser);
    await flush();
    expect(updateUser).not.toHaveBeenCalled();
    expect(Cookies.get('touchline_lang_unsaved')).toBeUndefined();

    // Signed in later, on a page without the mark: the account is left as it is.
    Cookies.set('touchline_session', 'access-1');
    switchStore(updateUser);
    await flush();
    expect(updateUser).not.toHaveBeenCalled();
  });
});
