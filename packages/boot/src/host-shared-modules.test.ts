import { HOST_SHARED_MODULES, hostShares } from './host-shared-modules';

// The build's table of shared keys and the names the apps may use of the shaken libraries.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const singletons = require('@touchline/federation/shared-singletons') as {
  hostSharedVersions: () => Record<string, { version: string; requiredVersion: string | false }>;
  shakenExports: Record<string, string[]>;
};

describe("a host's shared modules", () => {
  const versions = singletons.hostSharedVersions();

  it('has a module for every key the build shares, and no other', () => {
    expect(Object.keys(HOST_SHARED_MODULES).sort()).toEqual(Object.keys(versions).sort());
  });

  it.each(Object.entries(singletons.shakenExports))(
    'hands over %s with exactly the names the apps may use',
    (name, names) => {
      const module = HOST_SHARED_MODULES[name] as Record<string, unknown>;
      expect(Object.keys(module).sort()).toEqual([...names].sort());
      for (const exported of names) expect(module[exported]).toBeDefined();
    },
  );

  it("gives the runtime each key as a singleton with the build's version and the host's module", () => {
    const shares = hostShares(versions);
    expect(shares['react']).toEqual({
      version: versions['react']?.version,
      lib: expect.any(Function),
      shareConfig: { singleton: true, requiredVersion: versions['react']?.requiredVersion },
    });
    expect(shares['react']?.lib()).toBe(HOST_SHARED_MODULES['react']);
    expect(shares['@touchline/store']?.shareConfig.requiredVersion).toBe(false);
  });

  it('refuses a key the host has no module for', () => {
    expect(() => hostShares({ leftpad: { version: '1.0.0', requiredVersion: '^1.0.0' } })).toThrow(
      'The host has no module for the shared key leftpad',
    );
  });
});
