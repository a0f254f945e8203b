import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useClearOnRouteChange } from '@touchline/notifications';
import {
  clubLoaded,
  clubSlice,
  initStore,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
} from '@touchline/store';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { API, clubRecord, newsItem } from '../testing/render-storefront';
import { ArticlePage } from './article-page';

interface PendingCall {
  path: string;
  signal: AbortSignal | undefined;
  answer: (body: unknown) => void;
}

/** A fetch whose answers the test gives, and which fails as the browser does when aborted. */
function heldFetch() {
  const calls: PendingCall[] = [];
  globalThis.fetch = jest.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
        calls.push({
          path: new URL(String(input)).pathname,
          signal,
          answer: (body) =>
            resolve({ ok: true, status: 200, text: async () => JSON.stringify(body) } as Response),
        });
      }),
  ) as unknown as typeof fetch;
  return calls;
}

/** The shell's part: it tells the store when the page changes. */
function RouteWatcher() {
  useClearOnRouteChange();
  return null;
}

function renderSite(path: string) {
  resetStoreForTests();
  const store = initStore({ context: { config: { apiBaseUrl: API, apiVersion: 'v2' } } });
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  store.dispatch(clubLoaded(clubRecord()));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <Link to="/">Home</Link> <Link to="/news/story-3">Story 3</Link>
        </nav>
        <main>
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path="/news/:slug" element={<ArticlePage />} />
          </Routes>
        </main>
        <RouteWatcher />
      </MemoryRouter>
    </Provider>,
  );
}

const story = { ...newsItem(3), content: '<p>Match report.</p>' };

describe('leaving an article before it arrives', () => {
  it('gives the request up, and a later visit asks again and shows it', async () => {
    const calls = heldFetch();
    renderSite('/news/story-3');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/v2/store/demo/articles/story-3');

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(calls[0]?.signal?.aborted).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Story 3' }));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.signal?.aborted).toBe(false);
    await act(async () => calls[1]?.answer(story));
    expect(await screen.findByRole('heading', { name: 'Story 3' })).toBeInTheDocument();
    expect(screen.getByText('Match report.')).toBeInTheDocument();
  });
});
