import bundlerRuntimeProviderPlugin, {
  BUNDLER_RUNTIME_GLOBAL,
  provideBundlerRuntime,
  type ProvidedBundlerRuntime,
} from './bundler-runtime-provider';

describe("the host's bundler runtime for its remotes", () => {
  it('is left where a remote container looks for it, with what a container calls', () => {
    const target: Record<string, unknown> = {};
    provideBundlerRuntime(target);
    const provided = target[BUNDLER_RUNTIME_GLOBAL] as ProvidedBundlerRuntime;
    for (const step of ['consumes', 'I', 'installInitialConsumes', 'init'] as const) {
      expect(typeof provided.bundlerRuntime[step]).toBe('function');
    }
    expect(typeof provided.attachShareScopeMap).toBe('function');
  });

  it('is provided as soon as the host runtime creates the plugin', () => {
    delete (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL];
    const plugin = bundlerRuntimeProviderPlugin();
    expect(plugin.name).toBe('touchline-bundler-runtime-provider');
    expect((globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL]).toBeDefined();
  });
});
