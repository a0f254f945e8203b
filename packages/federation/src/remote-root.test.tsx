import { act } from '@testing-library/react';
import { lazy } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { REMOTE_HYDRATED, type RemoteHydratedDetail } from './remote-markers';
import { RemotePart, RemoteRoot } from './remote-root';

function Content() {
  return <button type="button">Membership 2027</button>;
}

describe('RemoteRoot', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("says from the DOM when the remote's code has taken its server markup over", async () => {
    const tree = (
      <RemoteRoot remote="membership" release="r7">
        <Content />
      </RemoteRoot>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const serverRoot = container.querySelector('[data-remote="membership"]');
    const heard: Array<{ target: EventTarget | null; detail: RemoteHydratedDetail }> = [];
    document.addEventListener(REMOTE_HYDRATED, (event) => {
      heard.push({ target: event.target, detail: (event as CustomEvent).detail });
    });
    expect(heard).toEqual([]);

    await act(async () => {
      hydrateRoot(container, tree);
    });
    // Sent once, from the very element the server sent, which the remote now owns.
    expect(heard).toEqual([
      { target: serverRoot, detail: { remote: 'membership', release: 'r7' } },
    ]);
    expect(container.querySelector('[data-remote="membership"]')).toBe(serverRoot);
  });

  it('lets a part that loads on its own say so itself, after the root', async () => {
    let arrive: (module: { default: typeof Content }) => void = () => undefined;
    const Page = lazy(
      () =>
        new Promise<{ default: typeof Content }>((resolve) => {
          arrive = resolve;
        }),
    );
    const container = document.createElement('div');
    document.body.append(container);
    const heard: Array<{ from: string; remote: string }> = [];
    document.addEventListener(REMOTE_HYDRATED, (event) => {
      const from = (event.target as Element).hasAttribute('data-remote-part') ? 'part' : 'root';
      heard.push({ from, remote: (event as CustomEvent<RemoteHydratedDetail>).detail.remote });
    });
    await act(async () => {
      createRoot(container).render(
        <RemoteRoot remote="storefront" release="r2">
          <RemotePart fallback={<p>Loading</p>}>
            <Page />
          </RemotePart>
        </RemoteRoot>,
      );
    });
    expect(heard).toEqual([{ from: 'root', remote: 'storefront' }]);
    await act(async () => arrive({ default: Content }));
    expect(heard).toEqual([
      { from: 'root', remote: 'storefront' },
      { from: 'part', remote: 'storefront' },
    ]);
    // The part's mark holds the page's content and adds no box.
    const part = container.querySelector('[data-remote-part]') as HTMLElement;
    expect(part.style.display).toBe('contents');
    expect(part.querySelector('button')?.textContent).toBe('Membership 2027');
  });
});
