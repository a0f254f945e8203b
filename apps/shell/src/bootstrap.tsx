import {
  bootStore,
  hostShares,
  loadRuntimeConfig,
  PAGE_DATA,
  pageDataClub,
  readPageData,
} from '@touchline/boot';
import {
  configureHostFederation,
  holdServerRenderedRemotes,
  loadRemoteRegistry,
  wakeServerRenderedRemotes,
  registerRemoteManifest,
  startRemoteBehaviour,
  type RemotesManifest,
  whenPageIdle,
  yieldToBrowser,
} from '@touchline/federation';
import { CART_BEHAVIOUR_SERVICE, selectLanguage } from '@touchline/store';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { shellMessages } from './app/shell-messages';

import './app/global.css';
import { HIDE_NAVBAR_KEY, readStored } from './features/embedded-mode/embedded-storage';
import { CLIENT_RENDERED_DIGEST } from './server/client-rendered';

/** The deployment's remotes: as the page came with them, else from the deployment file. */
async function registerRemotes(): Promise<void> {
  const inline = readPageData<RemotesManifest>(PAGE_DATA.remotes);
  if (inline) return registerRemoteManifest(inline);
  await loadRemoteRegistry();
}

/**
 * Whether `#root` holds the server's render of this page (src/server/render-page.tsx) that the
 * app can take over as it is: rendered with the club record the page carries, and not in the
 * club app's web view, whose navigation (hidden) the server cannot know.
 */
function canHydrate(root: HTMLElement, club: string): boolean {
  return (
    root.firstElementChild !== null &&
    pageDataClub() === club &&
    readStored(HIDE_NAVBAR_KEY) !== 'true'
  );
}

/** Hydration's recoverable errors, except the remotes' slots the server left to the browser. */
function onRecoverableError(error: unknown, info: { componentStack?: string }) {
  if ((error as { digest?: string } | null)?.digest === CLIENT_RENDERED_DIGEST) return;
  // The component stack says where on the page it happened (a mismatch names no place).
  console.error(error, info.componentStack ?? '');
}

// The remotes get this host's React, router and store; the runtime starts with the first remote.
configureHostFederation({ name: 'shell', shared: () => hostShares(__TOUCHLINE_HOST_SHARED__) });

async function boot() {
  // The deployment file and the runtime config are read in parallel (or from the page); a
  // missing remotes.json still renders the shell, with every remote slot showing its fallback.
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    registerRemotes().catch((error: unknown) => console.error(error)),
  ]);
  // Each boot step runs as a task of its own rather than one long task (docs/performance.md,
  // "Blocking time: where it goes").
  await yieldToBrowser();
  const { store, host } = bootStore(config);
  // The cart's behaviour ships with the checkout remote: loaded when a page first needs it.
  store.setSagaContext({
    [CART_BEHAVIOUR_SERVICE]: () => startRemoteBehaviour('checkout', './cartBehaviour'),
  });
  // A page in Irish has its texts' catalogue before it is taken over (English comes with the
  // code): the app's first render is then the server's, word for word.
  await shellMessages.preload(selectLanguage(store.getState()));
  await yieldToBrowser();
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const app = <App store={store} host={host} />;
  // A prerendered page is taken over where it stands; any other page is rendered here.
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // blocking it for the whole tree; a press on the page meanwhile makes React hydrate at once
  // what it lands on, and is then handled (the early presses are replayed that way too).
  if (canHydrate(root, host.club)) {
    // The remotes' content the server sent loads its code once the page is idle, so it has
    // taken its content over before the visitor's first tap; sooner when the visitor acts on it.
    holdServerRenderedRemotes(root);
    void whenPageIdle().then(wakeServerRenderedRemotes);
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError });
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

/**
 * Settles once the app renders `#root` or has started taking it over: from then on a press on
 * the page reaches React, which first hydrates what the press lands on.
 */
export const started: Promise<void> = boot();

export { wakeServerRenderedRemotes } from '@touchline/federation';
