import { startOverPrerender, type AppStart } from './start-over-prerender';

/** The app's code, arriving when the test says; `started` settles at once. */
function appCode() {
  const wakeServerRenderedRemotes = jest.fn();
  const load = jest.fn((): Promise<AppStart> =>
    Promise.resolve({ started: Promise.resolve(), wakeServerRenderedRemotes }),
  );
  return { load, wakeServerRenderedRemotes };
}

function prerendered(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** A prerendered page: the app's own header, and the storefront's news from the server. */
const NEWS_PAGE =
  '<header><a href="/">Home</a><button type="button">Menu</button></header><main><article data-remote="storefront"><h1>News</h1><button type="button">Share</button></article></main>';

describe('starting the app over the page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('starts at once on a page the server did not prerender', async () => {
    const { load } = appCode();
    await startOverPrerender(prerendered(''), load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a prerendered page, without waiting for its main image', async () => {
    const { load } = appCode();
    const root = prerendered('<main><img fetchpriority="high" src="/banner.svg" alt=""></main>');
    const image = root.querySelector('img') as HTMLImageElement;
    Object.defineProperty(image, 'complete', { value: false });
    const starting = startOverPrerender(root, load);
    expect(load).toHaveBeenCalledTimes(1);
    await starting;
  });

  it('lets the server-rendered remotes load when the visitor pressed on their content before the app had started', async () => {
    const { load, wakeServerRenderedRemotes } = appCode();
    const root = prerendered(NEWS_PAGE);
    const starting = startOverPrerender(root, load);
    root.querySelector<HTMLButtonElement>('article button')?.click();
    await starting;
    expect(wakeServerRenderedRemotes).toHaveBeenCalledTimes(1);
  });

  it("keeps them waiting when the visitor pressed on the app's own markup only", async () => {
    const { load, wakeServerRenderedRemotes } = appCode();
    const root = prerendered(NEWS_PAGE);
    const starting = startOverPrerender(root, load);
    root.querySelector<HTMLButtonElement>('header button')?.click();
    await starting;
    expect(wakeServerRenderedRemotes).not.toHaveBeenCalled();
  });

  it("leaves them to the page's idle moment when nobody acted before the app started", async () => {
    const { load, wakeServerRenderedRemotes } = appCode();
    const root = prerendered(NEWS_PAGE);
    await startOverPrerender(root, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(wakeServerRenderedRemotes).not.toHaveBeenCalled();
  });
});
