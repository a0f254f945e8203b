// Where a remote's container is, from its release's `mf-manifest.json`: read by the browser's
// registry (registry.ts) when the page did not say, and by the page server, which reads the
// manifests of the releases it serves from disk and sends the answers with the page, so the
// browser's first load of a remote starts at its container (no manifest request before it).

/** The part of `mf-manifest.json` that names the remote's container. */
export interface RemoteManifestFile {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
}

/**
 * The absolute URL of the container the manifest at `manifestUrl` names, or undefined when it
 * names none.
 */
export function containerUrlOf(
  manifestUrl: string,
  manifest: RemoteManifestFile,
): string | undefined {
  const meta = manifest.metaData;
  const name = meta?.remoteEntry?.name;
  if (!name) return undefined;
  const publicPath = meta?.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : '';
  const folder = new URL(publicPath || '.', manifestUrl);
  const dir = (meta?.remoteEntry?.path ?? '').replace(/^\/+|\/+$/g, '');
  return new URL(dir ? `${dir}/${name}` : name, folder).href;
}

/** Each deployment entry (a manifest URL as the deployment file writes it) -> its container. */
export type RemoteContainers = Record<string, string>;
