// What a host's cached page was made from on disk: its build (index.html, config.json, the
// shell's server render), the deployment file and the server render of each remote release it
// names. A rebuild, a promotion or a rollback changes the stamp, and no page made before it is
// served after it.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { freshReads } from './fresh-reads';
import { SERVER_RENDER_DIR } from './never-served';
import { type Deployment, remoteBuildDir, type RemoteBuildsOptions } from './remote-renders';

/** The runtime configuration a build carries (config.json), as far as the page server reads it. */
export interface RuntimeConfig extends Record<string, unknown> {
  apiBaseUrl?: string;
  apiVersion?: string;
  defaultClub?: string;
}

export interface DeploymentState {
  /** Changes whenever a file a page is made from changes. */
  stamp: string;
  config: RuntimeConfig | undefined;
}

async function fileStamp(file: string): Promise<string> {
  try {
    const { mtimeMs, size, ino } = await stat(file);
    return `${ino}:${size}:${mtimeMs}`;
  } catch {
    return '-';
  }
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return '';
  }
}

/** The JSON in a file's text, parsed again only when the text changed. */
function parsedWhenChanged<T>() {
  let known: { text: string; value: T | undefined } | undefined;
  return (text: string) => {
    if (known?.text !== text) {
      let value: T | undefined;
      try {
        value = JSON.parse(text) as T;
      } catch {
        value = undefined;
      }
      known = { text, value };
    }
    return known.value;
  };
}

/**
 * The deployment's state as it is now on disk, read at most once at a time for all the pages
 * waiting (`freshReads`): a few `stat` calls, the JSON files parsed again only when they change.
 */
export function deploymentState({
  dir,
  remotesFile,
  remoteBuilds,
}: RemoteBuildsOptions & { dir: string }): () => Promise<DeploymentState> {
  const configFile = path.join(dir, 'config.json');
  const deploymentFile = remotesFile ?? path.join(dir, 'remotes.json');
  const config = parsedWhenChanged<RuntimeConfig>();
  const deployment = parsedWhenChanged<Deployment>();
  const buildFiles = [
    path.join(dir, 'index.html'),
    path.join(dir, SERVER_RENDER_DIR, 'render.cjs'),
    path.join(dir, SERVER_RENDER_DIR, 'render.css'),
  ];
  return freshReads(async () => {
    // The two small JSON files are read whole: their text is their stamp, however fast they
    // are rewritten; the larger files are known by their inode, size and modification time.
    const [configText, deploymentText, buildStamps] = await Promise.all([
      readText(configFile),
      readText(deploymentFile),
      Promise.all(buildFiles.map(fileStamp)),
    ]);
    const remotes = deployment(deploymentText) ?? {};
    const releaseStamps = await Promise.all(
      Object.entries(remotes).map(([remote, entry]) => {
        const release = remoteBuildDir({ remote, entry, remotesFile, remoteBuilds });
        return release ? fileStamp(path.join(release, SERVER_RENDER_DIR, 'render.cjs')) : '-';
      }),
    );
    return {
      stamp: JSON.stringify([configText, deploymentText, buildStamps, releaseStamps]),
      config: config(configText),
    };
  });
}
