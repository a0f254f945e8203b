import { act, screen, waitFor } from '@testing-library/react';
import { defineAppMessages } from '@touchline/i18n';
import { notify } from '@touchline/store';
import { Suspense } from 'react';
import { noticeTexts } from './notice-texts';
import { NotificationStack } from './notification-stack';
import { renderWithStore } from './testing/render-with-store';

// A file of its own: the notices' catalogue is loaded once per module registry.
it('loads the notices of an Irish page with the stack, so a first notice is in Irish from its first frame', async () => {
  expect(noticeTexts.loaded('ga')).toBe(false);
  const app = defineAppMessages({}, { ga: async () => ({ default: {} }) });
  let view: ReturnType<typeof renderWithStore> | undefined;
  await act(async () => {
    view = renderWithStore(
      <Suspense fallback="…">
        <app.Messages language="ga">
          <NotificationStack />
        </app.Messages>
      </Suspense>,
    );
  });
  // Nothing has been said yet: the catalogue comes with the stack, not with a first notice.
  await waitFor(() => expect(noticeTexts.loaded('ga')).toBe(true));
  act(() => {
    view!.store.dispatch(notify({ type: 'success', title: 'Cruthaíodh cuntas aoi.' }));
  });
  expect(screen.getByRole('button', { name: 'Dún an fógra' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
});
