import path from 'node:path';
import type { ExposeName, RemoteName } from '../contract';

/** The shared rspack configuration every app's `rspack.config.cjs` calls. */
const CREATE_APP_CONFIG = path.resolve(__dirname, '../../../../tools/rspack/create-app-config.cjs');

interface BuildOptions {
  readonly name: string;
  readonly exposes?: Record<string, string>;
}

/** The options a remote's `rspack.config.cjs` passes to the shared rspack configuration. */
function buildOptions(rspackConfig: string): BuildOptions {
  let options: BuildOptions | undefined;
  jest.isolateModules(() => {
    jest.doMock(CREATE_APP_CONFIG, () => ({ createAppConfig: (given: BuildOptions) => given }));
    options = jest.requireActual<BuildOptions>(rspackConfig);
  });
  jest.dontMock(CREATE_APP_CONFIG);
  if (!options) throw new Error(`${rspackConfig} gave no build options`);
  return options;
}

/**
 * Asserts (in a jest test) that a remote's build exposes exactly what its remote contract
 * declares: the build is named after the remote, it builds every expose the contract names and
 * no other, and each expose from the very component `checked` gives for it. `checked` is the
 * remote's `Exposes` (its `src/exposes.ts`), whose typecheck holds those components to the
 * contract's props; this check holds the build (`rspackConfig`, the remote's
 * `rspack.config.cjs`, whose expose files are relative to its folder) to the same list.
 */
export function expectExposesMatchContract<R extends RemoteName>(
  remote: R,
  rspackConfig: string,
  checked: { readonly [E in ExposeName<R>]: unknown },
): void {
  const build = buildOptions(rspackConfig);
  expect(build.name).toBe(remote);
  const exposes = build.exposes ?? {};
  const components: Record<string, unknown> = checked;
  expect(Object.keys(exposes).sort()).toEqual(Object.keys(components).sort());
  const builtFromOther = Object.entries(exposes)
    .filter(([expose, file]) => {
      const module = jest.requireActual<{ default?: unknown }>(
        path.resolve(path.dirname(rspackConfig), file),
      );
      return module.default !== components[expose];
    })
    .map(([expose, file]) => `${expose} is built from ${file}, not the component checked`);
  expect(builtFromOther).toEqual([]);
}
