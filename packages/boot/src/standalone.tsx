import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { bootStore } from './boot-store';
import { loadRuntimeConfig } from './runtime-config';

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
            <main>
              <Routes />
            </main>
          </div>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
