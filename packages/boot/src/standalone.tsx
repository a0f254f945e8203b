import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router';
import { bootStore } from './boot-store';
import { HarnessIndexList, readHarnessIndex } from './harness-index';
import { loadRuntimeConfig } from './runtime-config';

/**
 * The remote's pages; on `/`, the list of its routes first, and the remote itself only if it
 * routes a page there (elsewhere it would send `/` to the host's error page, which the harness
 * does not have).
 */
function HarnessPages({ Routes }: { Routes: ComponentType }) {
  const { pathname } = useLocation();
  const index = pathname === '/' ? readHarnessIndex() : undefined;
  return (
    <main>
      {index && <HarnessIndexList index={index} />}
      {(!index || index.servesRoot) && <Routes />}
    </main>
  );
}

/**
 * Runs one remote alone (`nx serve <remote>`): the shared store with the club loaded from the
 * API, a router, and a plain frame that says which remote this is. No shell chrome.
 */
export async function renderStandalone(remote: string, Routes: ComponentType) {
  const config = await loadRuntimeConfig();
  const { store } = bootStore(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <div style={{ fontFamily: 'system-ui, sans-serif', padding: '1rem' }}>
            <p style={{ margin: 0, fontSize: '0.875rem', color: '#444' }}>
              Standalone harness: <strong>{remote}</strong> remote
            </p>
            <HarnessPages Routes={Routes} />
          </div>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
