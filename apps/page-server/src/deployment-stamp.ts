// What a host's cached page was made from on disk: its build (index.html, config.json, the
// shell's server render), the deployment file and the server render of each remote release it
// names. A rebuild, a promotion or a rollback changes the stamp, and no page made before it is
// served after it.
import path from 'node:path';
import { fileStamp, jsonByStamp } from './file-stamps';
import { SERVER_RENDER_DIR } from './never-served';
import { type Deployment, remoteBuildDir, type RemoteBuildsOptions } from './remote-renders';
import { type RuntimeConfig, withRuntimeConfig } from './runtime-config';

export interface DeploymentState {
  /** Changes whenever a file a page is made from changes. */
  stamp: string;
  config: RuntimeConfig | undefined;
}

/**
 * The deployment's state as it is on disk when asked: a few `stat` calls, the JSON files read
 * and parsed again only when they change. The stamps are taken once per turn of the event loop
 * and shared by the requests handled in it (a crowd's requests come in together): taken again
 * per request they cost a tenth of the page server's time. A promotion or rollback is therefore
 * seen by every request read after the turn in which it finished (within a millisecond).
 */
export function deploymentState({
  dir,
  remotesFile,
  remoteBuilds,
  runtimeConfig,
}: RemoteBuildsOptions & {
  dir: string;
  runtimeConfig?: Record<string, unknown>;
}): () => Promise<DeploymentState> {
  const configFile = path.join(dir, 'config.json');
  const deploymentFile = remotesFile ?? path.join(dir, 'remotes.json');
  const config = jsonByStamp<RuntimeConfig>(configFile);
  const deployment = jsonByStamp<Deployment>(deploymentFile);
  const buildFiles = [
    path.join(dir, 'index.html'),
    path.join(dir, SERVER_RENDER_DIR, 'render.cjs'),
    path.join(dir, SERVER_RENDER_DIR, 'render.css'),
  ];

  async function read(): Promise<DeploymentState> {
    const configStamp = fileStamp(configFile);
    const deploymentStamp = fileStamp(deploymentFile);
    const stamps = [configStamp, deploymentStamp, ...buildFiles.map(fileStamp)];
    const remotes = (await deployment(deploymentStamp)) ?? {};
    for (const [remote, entry] of Object.entries(remotes)) {
      const release = remoteBuildDir({ remote, entry, remotesFile, remoteBuilds });
      stamps.push(release ? fileStamp(path.join(release, SERVER_RENDER_DIR, 'render.cjs')) : '-');
    }
    const built = await config(configStamp);
    return {
      stamp: stamps.join('|'),
      config: withRuntimeConfig(built, runtimeConfig),
    };
  }

  let thisTurn: Promise<DeploymentState> | undefined;
  return () => {
    if (!thisTurn) {
      thisTurn = read();
      setImmediate(() => {
        thisTurn = undefined;
      });
    }
    return thisTurn;
  };
}
