import { act, screen } from '@testing-library/react';
import { DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@touchline/api-client';
import { INSUFFICIENT_PERMISSIONS } from '@touchline/contracts';
import { defineAppMessages } from '@touchline/i18n';
import {
  ADD_TO_CART_FAILED,
  ADDED_TO_CART,
  CART_FETCH_FAILED,
  CART_REMOVE_FAILED,
  COOKIE_SIGN_IN_FAILED,
  HANDOVER_WHILE_SIGNED_IN,
  LOGGED_OUT,
  notify,
  SESSION_EXPIRED,
} from '@touchline/store';
import { Suspense } from 'react';
import english from './messages/en.json';
import { noticeTexts } from './notice-texts';
import { NotificationStack } from './notification-stack';
import { CLOSE_LABEL, TYPE_LABELS } from './toast';
import { renderWithStore } from './testing/render-with-store';

/** The notices the shared store and the API client give, in English, as they give them. */
const NOTICES = [
  SESSION_EXPIRED,
  LOGGED_OUT,
  INSUFFICIENT_PERMISSIONS,
  COOKIE_SIGN_IN_FAILED,
  HANDOVER_WHILE_SIGNED_IN,
  ADDED_TO_CART,
  ADD_TO_CART_FAILED,
  CART_FETCH_FAILED,
  CART_REMOVE_FAILED,
  DEFAULT_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
];

describe('the notices in Irish', () => {
  beforeAll(() => noticeTexts.load('ga'));

  it("has each shared notice and the toast's own words in its catalogue", () => {
    const texts = Object.values(english);
    for (const notice of [...NOTICES, ...Object.values(TYPE_LABELS), CLOSE_LABEL]) {
      expect(texts).toContain(notice);
      expect(noticeTexts.translate(notice, 'ga')).not.toBe(notice);
    }
  });

  it('shows a shared notice in Irish on an Irish page, and an app’s own title as it came', async () => {
    const app = defineAppMessages({}, { ga: async () => ({ default: {} }) });
    let view: ReturnType<typeof renderWithStore> | undefined;
    // The app's catalogue settles inside act, as React's retry of the suspended tree does.
    await act(async () => {
      view = renderWithStore(
        <Suspense fallback="…">
          <app.Messages language="ga">
            <NotificationStack />
          </app.Messages>
        </Suspense>,
      );
    });
    const store = view!.store;
    act(() => {
      store.dispatch(notify({ type: 'danger', title: CART_FETCH_FAILED }));
      store.dispatch(notify({ type: 'success', title: 'Seoladh do theachtaireacht' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Earráid: Earráid agus an ciseán siopadóireachta á fháil',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'D’éirigh leis: Seoladh do theachtaireacht',
    );
    expect(screen.getAllByRole('button', { name: 'Dún an fógra' })).toHaveLength(2);
  });
});
