// Where a remote's container is, from its release's `mf-manifest.json` (read by the registry,
// registry.ts).

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
