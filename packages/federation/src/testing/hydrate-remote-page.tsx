import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { withoutLeadingPreloads } from '../server/remote-page';

export interface RemotePageHydration {
  /** The remote whose root holds the page, as the host's slot has it ('storefront'). */
  remote: string;
  /** The remote's server render of the page. */
  server: ReactElement;
  /** The remote's browser tree (its store and routes at the page's address) that takes it over. */
  browser: ReactElement;
  /** An element the server sent, kept to check that the take-over leaves it where it stands. */
  keep?: string;
}

/**
 * A remote's page as the page server sends it (the remote's root holding the server render's
 * markup, without React's leading image preloads), then the remote's browser tree hydrating it,
 * as the host's slot does. A mismatch is collected in `errors`, not thrown.
 */
export async function hydrateRemotePage({ remote, server, browser, keep }: RemotePageHydration) {
  const markup = withoutLeadingPreloads(renderToString(server));
  const container = document.createElement('div');
  container.innerHTML = `<div data-remote="${remote}" data-release="${__TOUCHLINE_RELEASE__}" style="display:contents">${markup}</div>`;
  document.body.append(container);
  const kept = keep ? container.querySelector(keep) : null;
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, browser, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, kept, errors, unmount: () => act(() => root?.unmount()) };
}
