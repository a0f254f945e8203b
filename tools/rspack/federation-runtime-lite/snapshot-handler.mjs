// A host's build replaces the runtime core's SnapshotHandler with this module (aliased by path in
// ../create-app-config.cjs). A host registers each remote by its container's URL and builds its
// runtime with `disableSnapshot` (ADR 0017), so no manifest snapshot is ever loaded: what the
// core still touches is the manifest cache (removing a remote), the global remote info and the
// (empty) hook set that runtime plugins are applied to.
import {
  getGlobalSnapshot,
  getGlobalSnapshotInfoByModuleInfo,
  getInfoWithoutType,
} from '@touchline/mf-runtime-core-dist/global.js';
import { PluginSystem } from '@touchline/mf-runtime-core-dist/utils/hooks/pluginSystem.js';

/** As the core's own: the host's and the remote's snapshots from the global store. */
export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({
    name: origin.name,
    version: origin.options.version,
  });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
        name: moduleInfo.name,
        version: globalRemoteInfo.matchedVersion,
      }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: 'version' in moduleInfo ? moduleInfo.version : undefined,
    }),
  };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.HostInstance = HostInstance;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({});
  }

  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }

  async loadRemoteSnapshotInfo() {
    throw new Error(
      'Manifest snapshots are not part of this runtime: register a remote by its container URL.',
    );
  }
}
