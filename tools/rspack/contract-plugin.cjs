// Emits `touchline-contract.json` beside `mf-manifest.json`: what this build offers (a remote's
// exposes) or needs (a host's required exposes of each remote), the release id, and a digest of
// the typed host-remote contract (packages/federation/src/contract.ts). The release tool
// (tools/release) compares it with the running hosts before promoting a remote.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ts = require('typescript');

const CONTRACT_FILE = path.join(__dirname, '../../packages/federation/src/contract.ts');

const parse = (text) =>
  ts.createSourceFile('contract.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);

/** A property's name as written (`checkout`, `'./routes'`). */
const nameOf = (member) =>
  member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))
    ? member.name.text
    : undefined;

/**
 * The `RemoteContract` interface of the contract file, read from its syntax tree: remote -> the
 * names of the modules it exposes, in the contract's order. A host loads what the contract
 * names, so a release missing one of them cannot be promoted.
 */
function readRemoteContract(text) {
  const contract = parse(text).statements.find(
    (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === 'RemoteContract',
  );
  if (!contract) throw new Error(`No RemoteContract interface in ${CONTRACT_FILE}`);
  const exposes = {};
  for (const remote of contract.members) {
    const name = nameOf(remote);
    if (!name || !remote.type || !ts.isTypeLiteralNode(remote.type)) continue;
    exposes[name] = remote.type.members.map(nameOf).filter(Boolean);
  }
  return exposes;
}

/**
 * A digest of the contract's types: the file printed without its comments and layout, so an edit
 * to a comment leaves every release's contract as it was.
 */
function contractDigestOf(text) {
  const printed = ts.createPrinter({ removeComments: true }).printFile(parse(text));
  return createHash('sha256').update(printed).digest('hex').slice(0, 16);
}

/**
 * What a remote's production container takes from its host outside the typed contract, each
 * with the version of that interface. A host provides them all; a remote's build needs them all.
 * Raise a number when what remotes take changes in a way an older host cannot serve: the release
 * tool then refuses such a remote until the hosts are released.
 * - `bundler-runtime`: the host's webpack-bundler-runtime, read by each remote's container from
 *   the global the host's runtime plugin sets (tools/rspack/external-bundler-runtime.mjs).
 * - `store-fetch-layer`: the API client's fetch layer, re-exported by the shared
 *   `@touchline/store` (packages/store/src/fetch-layer.ts) and imported from it by remotes.
 */
const HOST_CAPABILITIES = Object.freeze({ 'bundler-runtime': 1, 'store-fetch-layer': 1 });

function contractOf({ name, kind, exposes, release, standalone = false }) {
  const text = fs.readFileSync(CONTRACT_FILE, 'utf8');
  return {
    app: name,
    kind,
    release,
    contractDigest: contractDigestOf(text),
    ...(kind === 'remote'
      ? {
          exposes: Object.keys(exposes).sort(),
          // A remote's standalone development harness bundles its own runtime.
          needs: standalone ? {} : { ...HOST_CAPABILITIES },
        }
      : { requires: readRemoteContract(text), provides: { ...HOST_CAPABILITIES } }),
  };
}

class ContractPlugin {
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('TouchlineContract', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'TouchlineContract',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const json = JSON.stringify(contractOf(this.options), null, 2);
          compilation.emitAsset('touchline-contract.json', new RawSource(`${json}\n`));
        },
      );
    });
  }
}

module.exports = {
  ContractPlugin,
  HOST_CAPABILITIES,
  contractOf,
  contractDigestOf,
  readRemoteContract,
};
