// A host's `mf-manifest.json`: the shared singletons it hands its remotes, in the manifest's
// shape. A host is built without the federation plugin (it starts the runtime itself with its
// first remote, ADR 0017 decision 19), so this plugin writes what the release checks read of a
// host's manifest (tools/release/contract-check.mjs compares each remote's singletons with it).

/** The manifest of the host `name` sharing `shared` (key -> version and required range). */
function hostManifest({ name, shared }) {
  return {
    id: name,
    name,
    metaData: { name, type: 'app', globalName: name, remoteEntry: null },
    shared: Object.entries(shared).map(([key, { version, requiredVersion }]) => ({
      id: `${name}:${key}`,
      name: key,
      version,
      singleton: true,
      requiredVersion,
    })),
    remotes: [],
    exposes: [],
  };
}

class HostManifestPlugin {
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('TouchlineHostManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'TouchlineHostManifest',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const json = JSON.stringify(hostManifest(this.options), null, 2);
          compilation.emitAsset('mf-manifest.json', new RawSource(`${json}\n`));
        },
      );
    });
  }
}

module.exports = { HostManifestPlugin, hostManifest };
