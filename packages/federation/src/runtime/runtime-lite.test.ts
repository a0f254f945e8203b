import fs from 'node:fs';
import path from 'node:path';

const MODULES_FILE = '../../../../tools/rspack/federation-runtime-lite/modules.cjs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ERROR_CODES_LITE_MODULES, RUNTIME_LITE_MODULES } = require(MODULES_FILE) as {
  ERROR_CODES_LITE_MODULES: Record<string, string>;
  RUNTIME_LITE_MODULES: Record<string, string>;
};

const ROOT = path.resolve(__dirname, '../../../..');
const coreDist = path.join(ROOT, 'node_modules/@module-federation/runtime-core/dist');
const errorCodesDist = path.join(ROOT, 'node_modules/@module-federation/error-codes/dist');
const liteDir = path.join(ROOT, 'tools/rspack/federation-runtime-lite');

/** `export { a, b }` (the core's build) and `export const|function|class a` (the replacements). */
function exportedNames(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const match of text.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  for (const match of text.matchAll(/^export (?:const|function|class|async function) (\w+)/gm)) {
    if (match[1]) names.add(match[1]);
  }
  return [...names].sort();
}

describe.each(Object.entries(RUNTIME_LITE_MODULES))(
  "the host runtime's replacement of the core's %s",
  (coreFile, replacement) => {
    it('replaces a file the installed runtime core still has', () => {
      expect(fs.existsSync(path.join(coreDist, coreFile))).toBe(true);
    });

    it('exports every name the core imports from it', () => {
      expect(exportedNames(path.join(liteDir, replacement))).toEqual(
        exportedNames(path.join(coreDist, coreFile)),
      );
    });
  },
);

describe.each(Object.entries(ERROR_CODES_LITE_MODULES))(
  "the browser builds' replacement of the error codes' %s",
  (file, replacement) => {
    it('replaces a file the installed error codes package still has', () => {
      expect(fs.existsSync(path.join(errorCodesDist, file))).toBe(true);
    });

    it('exports every name the package imports from it', () => {
      expect(exportedNames(path.join(liteDir, replacement))).toEqual(
        exportedNames(path.join(errorCodesDist, file)),
      );
    });

    it('still gives an error its code and documentation link', async () => {
      const { getShortErrorMsg } = await import(path.join(errorCodesDist, 'getShortErrorMsg.cjs'));
      // The replacement's maps are empty: no description for any code.
      expect(fs.readFileSync(path.join(liteDir, replacement), 'utf8')).not.toMatch(/: "|: '/);
      const message: string = getShortErrorMsg(
        'RUNTIME-008',
        {},
        {
          url: 'http://localhost:4201/remoteEntry.js',
        },
      );
      expect(message).toContain('#RUNTIME-008');
      expect(message).toContain('module-federation.io/guide/troubleshooting/runtime#runtime-008');
      expect(message).toContain('remoteEntry.js');
    });
  },
);
