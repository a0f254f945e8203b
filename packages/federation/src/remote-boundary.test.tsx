import { act, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PrerenderedRemotesContext, RemoteSlot } from './remote-boundary';
import { RemoteRoot } from './remote-root';
import { loadExposed } from './registry';
import {
  forgetHeldRemotes,
  holdServerRenderedRemotes,
  leaveServerRenderedPage,
  serverRenderLeftBehind,
  wakeServerRenderedRemotes,
  WAKE_WHEN_STORED,
} from './server-rendered-remotes';

jest.mock('./registry', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn() }));

// React's act() needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const load = jest.mocked(loadExposed);
const SERVER_HTML = '<article><h1>Match report</h1><button type="button">Share</button></article>';

/** The remote's own tree, as its `./routes` module renders it in the browser. */
function RemoteRoutes({ onShare }: { onShare: () => void }) {
  return (
    <RemoteRoot remote="storefront" release="r-1">
      <article>
        <h1>Match report</h1>
        <button type="button" onClick={onShare}>
          Share
        </button>
      </article>
    </RemoteRoot>
  );
}

function Host({ children }: { children?: ReactNode }) {
  // The host re-renders (its own state) while the remote is still loading.
  const [count, setCount] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Host {count}
      </button>
      <RemoteSlot
        remote="storefront"
        expose="./routes"
        loading={<p aria-busy="true">Loading</p>}
        fallback={() => <p>Unavailable</p>}
      />
      {children}
    </main>
  );
}

const serverMarkup = () =>
  renderToString(
    <PrerenderedRemotesContext.Provider
      value={{ 'storefront/routes': { release: 'r-1', html: SERVER_HTML } }}
    >
      <Host />
    </PrerenderedRemotesContext.Provider>,
  );

describe('a remote slot with the remote’s server render', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("is sent with the remote's markup in the remote's root, without loading the remote", () => {
    const markup = serverMarkup();
    expect(markup).toContain(
      `<div data-remote="storefront" data-release="r-1" style="display:contents">${SERVER_HTML}</div>`,
    );
    expect(markup).not.toContain('aria-busy');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the server markup until the remote has loaded, then the remote takes it over', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverMarkup();
    document.body.append(container);
    const heading = container.querySelector('h1');
    let arrive: (module: unknown) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const onShare = jest.fn();
    const errors: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, <Host />, { onRecoverableError: (error) => errors.push(error) });
    });
    // The host re-renders before the remote is there: the slot keeps the server's markup.
    await act(async () => {
      container.querySelector<HTMLButtonElement>('main > button')?.click();
    });
    expect(container.querySelector('main > button')).toHaveTextContent('Host 1');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('[aria-busy]')).toBeNull();

    await act(async () => {
      arrive({ default: () => <RemoteRoutes onShare={onShare} /> });
    });
    expect(container.querySelector('h1')).toBe(heading);
    container.querySelector<HTMLButtonElement>('article button')?.click();
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });
});

describe("a remote's server-rendered content on a page the host hydrates", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.localStorage.clear();
    forgetHeldRemotes();
    load.mockReset();
  });

  /** The server's page in the document, its remotes held, the host hydrating it. */
  async function hydrateHeld(html = SERVER_HTML, beforeHold?: (container: HTMLElement) => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <PrerenderedRemotesContext.Provider value={{ 'storefront/routes': { release: 'r-1', html } }}>
        <Host />
      </PrerenderedRemotesContext.Provider>,
    );
    document.body.append(container);
    let arrive: (module: unknown) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const loading = new Promise((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
    loading.catch(() => undefined);
    load.mockReturnValue(loading);
    const onShare = jest.fn();
    const errors: unknown[] = [];
    beforeHold?.(container);
    holdServerRenderedRemotes(container);
    await act(async () => {
      hydrateRoot(container, <Host />, { onRecoverableError: (error) => errors.push(error) });
    });
    const remoteArrives = () =>
      act(async () => {
        arrive({ default: () => <RemoteRoutes onShare={onShare} /> });
      });
    const remoteFails = () =>
      act(async () => {
        fail(new Error('Remote storefront is unreachable'));
      });
    return { container, onShare, errors, remoteArrives, remoteFails };
  }

  it("does not load the remote while the visitor only reads: its content stays the server's", async () => {
    const { container, errors } = await hydrateHeld();
    // The host itself is taken over and works.
    await act(async () => {
      container.querySelector<HTMLButtonElement>('main > button')?.click();
    });
    expect(container.querySelector('main > button')).toHaveTextContent('Host 1');
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toHaveTextContent('Match report');
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('loads the remote when the pointer reaches its content, which the remote then takes over', async () => {
    const { container, onShare, errors, remoteArrives } = await hydrateHeld();
    const heading = container.querySelector('h1');
    await act(async () => {
      container
        .querySelector('article')
        ?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    expect(load).toHaveBeenCalledWith('storefront/routes');
    await remoteArrives();
    expect(container.querySelector('h1')).toBe(heading);
    container.querySelector<HTMLButtonElement>('article button')?.click();
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it("keeps the server's content readable beside the notice when the remote cannot load", async () => {
    const { container, remoteFails } = await hydrateHeld();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      fire(container, 'article', 'pointerdown');
    });
    await remoteFails();
    expect(container).toHaveTextContent('Unavailable');
    expect(container.querySelector('[data-remote="storefront"] h1')).toHaveTextContent(
      'Match report',
    );
    jest.mocked(console.error).mockRestore();
  });

  it('shows only the notice once the visitor has left the page the server sent', async () => {
    const { container, remoteFails } = await hydrateHeld();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      leaveServerRenderedPage();
    });
    await remoteFails();
    expect(container).toHaveTextContent('Unavailable');
    expect(container.querySelector('h1')).toBeNull();
    jest.mocked(console.error).mockRestore();
  });

  it("counts the server's content as left behind when the visitor leaves before the remote took it over", async () => {
    const { remoteArrives } = await hydrateHeld();
    expect(serverRenderLeftBehind('storefront')).toBe(false);
    await act(async () => {
      leaveServerRenderedPage();
    });
    await remoteArrives();
    expect(serverRenderLeftBehind('storefront')).toBe(true);
  });

  it('does not count it as left behind once the remote has taken it over', async () => {
    const { container, remoteArrives } = await hydrateHeld();
    await act(async () => {
      fire(container, 'article', 'pointerdown');
    });
    await remoteArrives();
    await act(async () => {
      leaveServerRenderedPage();
    });
    expect(serverRenderLeftBehind('storefront')).toBe(false);
  });

  it.each([
    ['a touch on its content', (c: HTMLElement) => fire(c, 'article', 'touchstart')],
    ['focus moving into its content', (c: HTMLElement) => fire(c, 'article button', 'focusin')],
    ['the host navigating', () => wakeServerRenderedRemotes()],
  ])('loads the remote on %s', async (_, act_) => {
    const { container } = await hydrateHeld();
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      act_(container);
    });
    // (The registry keeps one load per module, however often it is asked.)
    expect(load).toHaveBeenCalledWith('storefront/routes');
  });

  it('loads the remote at once when focus is already in its content as the host starts', async () => {
    // A keyboard visitor tabbed into the news before the app listened: no focus event follows.
    await hydrateHeld(SERVER_HTML, (container) =>
      container.querySelector<HTMLButtonElement>('article button')?.focus(),
    );
    expect(load).toHaveBeenCalledWith('storefront/routes');
  });

  it('leaves the remote to the idle moment when a key is pressed elsewhere', async () => {
    await hydrateHeld();
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    });
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the remote at once when the browser keeps what changes the remote's first render", async () => {
    window.localStorage.setItem('selected-plans', '[1]');
    await hydrateHeld(
      `<section ${WAKE_WHEN_STORED}="other selected-plans"><h1>Match report</h1></section>`,
    );
    expect(load).toHaveBeenCalledWith('storefront/routes');
  });

  it('keeps holding when the named keys are not stored', async () => {
    await hydrateHeld(
      `<section ${WAKE_WHEN_STORED}="selected-plans"><h1>Match report</h1></section>`,
    );
    expect(load).not.toHaveBeenCalled();
  });
});

function fire(container: HTMLElement, selector: string, type: string) {
  container.querySelector(selector)?.dispatchEvent(new Event(type, { bubbles: true }));
}
