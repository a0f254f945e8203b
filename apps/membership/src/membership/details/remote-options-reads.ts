import { fetchRemoteOptions, remoteOptionsOf, type RemoteOption } from '@touchline/form-engine';
import { CONFIG_SERVICE, useStoreService, type ApiSettings } from '@touchline/store';
import { defineServerRead, useServerRead } from '@touchline/store/server-data';

// The registration forms' remote-option selects, read as the page reads server data (ADR 0035).

/** Where a select's items are: a path on the page's API, or any other address. */
type OptionsSource = { path: string } | { url: string };

/**
 * A remote-option select's items (`GET {url}`, items with a `name`) as options: on the page's
 * HTTP client when the address is the club API's, else with a plain `fetch`.
 */
export const remoteOptionsRead = defineServerRead(
  'membership/remote-options',
  async (http, source: OptionsSource, signal): Promise<RemoteOption[]> =>
    'path' in source
      ? // A public list, asked for without the member's token as the select always was.
        remoteOptionsOf(await http<unknown>(source.path, { signal, auth: 'none' }))
      : fetchRemoteOptions(source.url, signal),
);

const NONE: readonly RemoteOption[] = [];

/** The options for `DynamicForm`'s `useOptions`: none until read, none when the read fails. */
export function useRemoteOptionsRead(url: string | null): readonly RemoteOption[] {
  const config = useStoreService<ApiSettings>(CONFIG_SERVICE);
  const api = `${config.apiBaseUrl.replace(/\/+$/, '')}/${config.apiVersion}/`;
  const source: OptionsSource | null = !url
    ? null
    : url.startsWith(api)
      ? { path: `/${url.slice(api.length)}` }
      : { url };
  const { read } = useServerRead(remoteOptionsRead, source);
  return read.state === 'loaded' ? read.value : NONE;
}
