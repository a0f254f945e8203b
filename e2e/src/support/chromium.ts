import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const loadFromRoot = createRequire(path.join(__dirname, '../../../package.json'));
const { chromiumPath, CHROMIUM_ARGS } = loadFromRoot('./tools/test/chromium.cjs') as {
  chromiumPath: () => string;
  CHROMIUM_ARGS: readonly string[];
};

/** Debian's Chromium, never a downloaded browser, with the flags of tools/test/chromium.cjs. */
export function chromiumLaunchOptions() {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium package.`);
  }
  return { executablePath, args: [...CHROMIUM_ARGS] };
}
