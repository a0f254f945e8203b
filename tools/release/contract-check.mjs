// Does a remote's release fit the hosts that will load it? Compares the release's
// `touchline-contract.json` and `mf-manifest.json` with each host's.

/** `version` satisfies `range` (`^1.2.3`, `~1.2.3`, `1.2.3`, `>=1.2.3`, `*`). */
export function satisfies(version, range) {
  if (!range || range === '*') return true;
  const parse = (text) => text.split(/[.+-]/).slice(0, 3).map(Number);
  const match = /^(\^|~|>=|=)?\s*(\d+\.\d+\.\d+.*)$/.exec(range.trim());
  if (!match) return false;
  const [operator = '=', floor] = [match[1], match[2]];
  const [a, b, c] = parse(version);
  const [x, y, z] = parse(floor);
  const atLeast = a !== x ? a > x : b !== y ? b > y : c >= z;
  if (!atLeast) return false;
  if (operator === '>=') return true;
  if (operator === '^') return x > 0 ? a === x : y > 0 ? a === 0 && b === y : a === 0 && b === 0;
  if (operator === '~') return a === x && b === y;
  return a === x && b === y && c === z;
}

/**
 * Every reason the release cannot be promoted under these hosts; empty when it fits.
 * `serverRender`: the versions its server render was built with (`ssr/versions.json`), `null`
 * when the release has a server render that names none, undefined when it has no server render.
 * @param {{ app: string, contract: any, manifest: any,
 *   serverRender?: { shared?: Record<string, string> } | null }} release
 * @param {Array<{ name: string, contract: any, manifest: any }>} hosts
 */
export function contractProblems(release, hosts) {
  const problems = [];
  const { app, contract, manifest, serverRender } = release;
  if (serverRender === null) {
    problems.push(
      `${app} ${contract.release} has a server render that does not name the versions it was built with`,
    );
  }
  const offered = new Set(contract.exposes ?? []);
  for (const host of hosts) {
    if (host.contract.contractDigest !== contract.contractDigest) {
      problems.push(
        `${app} ${contract.release} was built against host-remote contract ${contract.contractDigest}, ` +
          `but ${host.name} runs contract ${host.contract.contractDigest}: release the hosts first`,
      );
    }
    // What the remote's container takes from its host beyond the typed contract.
    for (const [capability, version] of Object.entries(contract.needs ?? {})) {
      const provided = host.contract.provides?.[capability] ?? 0;
      if (provided >= version) continue;
      const hostHas = provided ? `provides version ${provided}` : 'does not provide it';
      problems.push(
        `${app} ${contract.release} takes ${capability} version ${version} from its host, ` +
          `but ${host.name} ${hostHas}: release the hosts first`,
      );
    }
    for (const expose of host.contract.requires?.[app] ?? []) {
      if (!offered.has(expose)) {
        problems.push(
          `${host.name} loads ${app} ${expose}, which ${contract.release} does not expose`,
        );
      }
    }
    const provided = new Map((host.manifest.shared ?? []).map((shared) => [shared.name, shared]));
    for (const shared of manifest.shared ?? []) {
      if (!shared.singleton) continue;
      const hostShared = provided.get(shared.name);
      if (!hostShared) {
        problems.push(`${host.name} does not provide the shared singleton ${shared.name}`);
      } else if (!satisfies(hostShared.version, shared.requiredVersion)) {
        problems.push(
          `${app} ${contract.release} needs ${shared.name} ${shared.requiredVersion}, ` +
            `but ${host.name} provides ${hostShared.version}`,
        );
      } else if (shared.version && shared.version !== hostShared.version) {
        // One copy runs the page; a remote is released tested on the same one.
        problems.push(
          `${app} ${contract.release} was built with ${shared.name} ${shared.version}, ` +
            `but ${host.name} runs ${hostShared.version}`,
        );
      }
    }
    // The server render's markup is hydrated by the host's copies: the same versions or none.
    for (const [name, version] of Object.entries(serverRender?.shared ?? {})) {
      const hostShared = provided.get(name);
      if (hostShared && hostShared.version !== version) {
        problems.push(
          `${app} ${contract.release}'s server render was built with ${name} ${version}, ` +
            `but ${host.name} runs ${hostShared.version}`,
        );
      }
    }
  }
  return problems;
}
