import { bootStore, hostShares, loadRuntimeConfig } from '@touchline/boot';
import { configureHostFederation, loadRemoteRegistry } from '@touchline/federation';
import { selectLanguage } from '@touchline/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { backofficeMessages } from './messages/backoffice-messages';
import './app/global.css';

// The remotes get this host's React, router and store; the runtime starts with the first remote.
configureHostFederation({
  name: 'backoffice',
  shared: () => hostShares(__TOUCHLINE_HOST_SHARED__),
});

async function boot() {
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    loadRemoteRegistry().catch((error: unknown) => console.error(error)),
  ]);
  const { store } = bootStore(config);
  // An admin who chose Irish gets its catalogue before the first render: no skeleton flash.
  await backofficeMessages.preload(selectLanguage(store.getState()));
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void boot();
