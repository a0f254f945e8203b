import { bootStore, loadRuntimeConfig } from '@touchline/boot';
import { loadRemoteRegistry } from '@touchline/federation';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';

async function boot() {
  // The deployment file and the runtime config are read in parallel; a missing remotes.json
  // still renders the shell, with every remote slot showing its fallback.
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    loadRemoteRegistry().catch((error: unknown) => console.error(error)),
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
