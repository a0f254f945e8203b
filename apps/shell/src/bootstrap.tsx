import { bootStore, loadRuntimeConfig, PAGE_DATA, readPageData } from '@touchline/boot';
import {
  loadRemoteRegistry,
  registerRemoteManifest,
  type RemotesManifest,
} from '@touchline/federation';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';

/** The deployment's remotes: as the page came with them, else from the deployment file. */
async function registerRemotes(): Promise<void> {
  const inline = readPageData<RemotesManifest>(PAGE_DATA.remotes);
  if (inline) return registerRemoteManifest(inline);
  await loadRemoteRegistry();
}

async function boot() {
  // The deployment file and the runtime config are read in parallel (or from the page); a
  // missing remotes.json still renders the shell, with every remote slot showing its fallback.
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    registerRemotes().catch((error: unknown) => console.error(error)),
  ]);
  const { store, host } = bootStore(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <App store={store} host={host} />
    </StrictMode>,
  );
}

void boot();
