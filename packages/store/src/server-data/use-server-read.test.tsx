import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { registerSlice } from '../core/inject';
import { authSaga } from '../slices/auth/auth-saga';
import { authSlice, signedOut, startAuth } from '../slices/auth/auth-slice';
import { notificationsSlice, selectNotifications } from '../slices/notifications';
import { clearBrowserState, testStore } from '../testing/test-store';
import { selectServerData } from './server-data-slice';
import { defineServerRead, serverReadKey, type ServerRead } from './server-reads';
import { useServerRead, type ServerReadOptions } from './use-server-read';

const config = { apiBaseUrl: 'http://api.test', apiVersion: 'v2' };

interface Call {
  url: string;
  signal: AbortSignal | undefined;
  answer: (status: number, body: unknown) => void;
}

/** The API as a list of calls the test answers when it chooses. */
function fakeApi() {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
        calls.push({
          url: url.replace('http://api.test/v2', ''),
          signal: init?.signal ?? undefined,
          answer: (status, body) =>
            resolve({
              ok: status < 300,
              status,
              text: async () => JSON.stringify(body),
            } as Response),
        });
      }),
  ) as unknown as typeof fetch;
  return calls;
}

interface Team {
  name: string;
}

const teamRead = defineServerRead<{ slug: string }, Team>('test/team', (http, { slug }, signal) =>
  http<Team>(`/teams/${slug}`, { signal }),
);

function Team({
  slug,
  read = teamRead,
  options,
}: {
  slug: string | null;
  read?: ServerRead<{ slug: string }, Team>;
  options?: ServerReadOptions;
}) {
  const {
    read: team,
    reload,
    replace,
  } = useServerRead(read, slug === null ? null : { slug }, options);
  return (
    <div>
      {team.state === 'loading' && <p>Loading</p>}
      {team.state === 'failed' && <p>Failed: {team.message}</p>}
      {team.state === 'loaded' && (
        <p>
          {team.value.name}
          {team.refreshing ? ' (refreshing)' : ''}
        </p>
      )}
      <button type="button" onClick={reload}>
        Reload
      </button>
      <button type="button" onClick={() => replace({ name: 'Renamed' })}>
        Rename
      </button>
    </div>
  );
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function page() {
  const store = testStore({}, { config });
  registerSlice(notificationsSlice);
  const shown = (ui: React.ReactNode) => <Provider store={store}>{ui}</Provider>;
  return { store, shown };
}

const settle = () => act(async () => undefined);

/** A page showing the minors' team, read and answered. */
async function shownWithAnswer() {
  const calls = fakeApi();
  const { store, shown } = page();
  render(shown(<Team slug="minors" />));
  await settle();
  calls[0]?.answer(200, { name: 'Minors' });
  await screen.findByText('Minors');
  return { calls, store };
}

describe('server data read by a component', () => {
  it("shows loading, then the answer of the API the page's configuration names", async () => {
    const calls = fakeApi();
    const { shown } = page();
    render(shown(<Team slug="minors" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await settle();
    expect(calls.map((call) => call.url)).toEqual(['/teams/minors']);
    calls[0]?.answer(200, { name: 'Minors' });
    expect(await screen.findByText('Minors')).toBeInTheDocument();
  });

  it('starts from the kept answer when shown again, and shows the fresh one when it comes', async () => {
    const calls = fakeApi();
    const { shown } = page();
    const first = render(shown(<Team slug="minors" />));
    await settle();
    calls[0]?.answer(200, { name: 'Minors' });
    await screen.findByText('Minors');
    first.unmount();

    render(shown(<Team slug="minors" />));
    expect(screen.getByText('Minors (refreshing)')).toBeInTheDocument();
    await settle();
    calls[1]?.answer(200, { name: 'Minor hurlers' });
    expect(await screen.findByText('Minor hurlers')).toBeInTheDocument();
  });

  it('keeps the answer, no longer refreshing, when its read again is given up', async () => {
    const calls = fakeApi();
    const { store, shown } = page();
    const first = render(shown(<Team slug="minors" />));
    await settle();
    calls[0]?.answer(200, { name: 'Minors' });
    await screen.findByText('Minors');
    first.unmount();

    const second = render(shown(<Team slug="minors" />));
    expect(screen.getByText('Minors (refreshing)')).toBeInTheDocument();
    await settle();
    second.unmount();
    await settle();
    expect(calls[1]?.signal?.aborted).toBe(true);
    expect(
      selectServerData(store.getState(), serverReadKey('test/team', { slug: 'minors' })),
    ).toEqual({ status: 'loaded', value: { name: 'Minors' }, refreshing: false });
  });

  it('shows another item as loading until its answer, or the latest answer when asked to keep it', async () => {
    const calls = fakeApi();
    const { shown } = page();
    const view = render(shown(<Team slug="minors" />));
    await settle();
    calls[0]?.answer(200, { name: 'Minors' });
    await screen.findByText('Minors');

    view.rerender(shown(<Team slug="seniors" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await settle();
    calls[1]?.answer(200, { name: 'Seniors' });
    await screen.findByText('Seniors');

    view.rerender(shown(<Team slug="juniors" options={{ keepPrevious: true }} />));
    expect(screen.getByText('Seniors (refreshing)')).toBeInTheDocument();
    await settle();
    calls[2]?.answer(200, { name: 'Juniors' });
    expect(await screen.findByText('Juniors')).toBeInTheDocument();
  });

  it('says a failure, with a danger notice when the read is the page’s own', async () => {
    const calls = fakeApi();
    const { store, shown } = page();
    render(shown(<Team slug="minors" options={{ notifyFailure: true }} />));
    await settle();
    calls[0]?.answer(422, { message: 'The team is not open to new players.' });
    expect(
      await screen.findByText('Failed: The team is not open to new players.'),
    ).toBeInTheDocument();
    expect(selectNotifications(store.getState()).map((notice) => notice.title)).toEqual([
      'The team is not open to new players.',
    ]);
  });

  it('gives the request up when the component leaves, and no notice lands on the next page', async () => {
    const calls = fakeApi();
    const { store, shown } = page();
    const view = render(shown(<Team slug="minors" options={{ notifyFailure: true }} />));
    await settle();
    view.unmount();
    await settle();
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('makes one request for two components that need the same answer, and reads again on reload', async () => {
    const calls = fakeApi();
    const { shown } = page();
    render(
      shown(
        <>
          <Team slug="minors" />
          <Team slug="minors" />
        </>,
      ),
    );
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]?.answer(200, { name: 'Minors' });
    expect(await screen.findAllByText('Minors')).toHaveLength(2);

    act(() => screen.getAllByRole('button', { name: 'Reload' })[0]?.click());
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]?.answer(200, { name: 'Minors again' });
    expect(await screen.findAllByText('Minors again')).toHaveLength(2);
  });

  it('reads nothing while there is nothing to read', async () => {
    const calls = fakeApi();
    const { shown } = page();
    render(shown(<Team slug={null} />));
    await settle();
    expect(calls).toEqual([]);
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it("never shows one member's answer to the next: signing out forgets every answer", async () => {
    const calls = fakeApi();
    const { store, shown } = page();
    const first = render(shown(<Team slug="minors" />));
    await settle();
    calls[0]?.answer(200, { name: 'Minors' });
    await screen.findByText('Minors');
    first.unmount();
    act(() => {
      store.dispatch(signedOut());
    });

    render(shown(<Team slug="minors" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it("keeps a change's answer as the item now is, without reading again", async () => {
    const calls = fakeApi();
    const { shown } = page();
    render(shown(<Team slug="minors" />));
    await settle();
    calls[0]?.answer(200, { name: 'Minors' });
    await screen.findByText('Minors');
    act(() => screen.getByRole('button', { name: 'Rename' }).click());
    expect(screen.getByText('Renamed')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("says the page's own text for a failure when it has one", async () => {
    const calls = fakeApi();
    const { store, shown } = page();
    render(
      shown(
        <Team slug="minors" options={{ notifyFailure: true, failureText: 'No team today.' }} />,
      ),
    );
    await settle();
    calls[0]?.answer(500, { message: 'Server Error' });
    await screen.findByText(/^Failed/);
    expect(selectNotifications(store.getState()).map((notice) => notice.title)).toEqual([
      'No team today.',
    ]);
  });

  it("keeps a visitor's answers when the page's start finds no session: nobody's answer changed", async () => {
    clearBrowserState();
    const { calls, store } = await shownWithAnswer();

    registerSlice(authSlice, authSaga);
    act(() => {
      store.dispatch(startAuth());
    });
    await settle();
    expect(screen.getByText('Minors')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('reads again for a component still shown when the member signs out', async () => {
    const { calls, store } = await shownWithAnswer();

    act(() => {
      store.dispatch(signedOut());
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]?.answer(200, { name: 'Minors for all' });
    expect(await screen.findByText('Minors for all')).toBeInTheDocument();
  });
});
