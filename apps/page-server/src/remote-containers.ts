// Where each remote's container is, for the page to carry (ADR 0029, decision 5): the page server
// reads the manifest of every release the deployment file names from the release's folder, so
// the browser's first load of a remote goes straight to its container instead of asking for the
// manifest first. A release whose manifest cannot be read here is left out: the browser reads
// that manifest itself, as it would without the page's help.
import path from 'node:path';
import { containerUrlOf, type RemoteContainers } from '@touchline/federation/remote-entry-url';
import type { RemoteManifestFile } from '@touchline/federation/remote-entry-url';
import { fileStamp, jsonByStamp } from './file-stamps';
import { type Deployment, remoteBuildDir, type RemoteBuildsOptions } from './remote-renders';

/** A release's manifest, beside its browser files. */
export const REMOTE_MANIFEST = 'mf-manifest.json';

export type ContainersOf = (deployment: Deployment | undefined) => Promise<RemoteContainers>;

export function remoteContainers(options: RemoteBuildsOptions): ContainersOf {
  const manifests = new Map<string, (stamp: string) => Promise<RemoteManifestFile | undefined>>();
  const manifestAt = (file: string) => {
    let read = manifests.get(file);
    if (!read) {
      read = jsonByStamp<RemoteManifestFile>(file);
      manifests.set(file, read);
    }
    return read(fileStamp(file));
  };

  return async (deployment) => {
    const containers: RemoteContainers = {};
    await Promise.all(
      Object.entries(deployment ?? {}).map(async ([remote, entry]) => {
        const dir = remoteBuildDir({ remote, entry, ...options });
        // Only an absolute entry: the container's URL is resolved against the manifest's.
        if (!dir || typeof entry !== 'string' || !URL.canParse(entry)) return;
        const manifest = await manifestAt(path.join(dir, REMOTE_MANIFEST));
        const container = manifest && containerUrlOf(entry, manifest);
        if (container) containers[entry] = container;
      }),
    );
    return containers;
  };
}
