import { existsSync } from 'node:fs';

/** Debian's Chromium, never a downloaded browser; flags for a closed network. */
export function chromiumLaunchOptions() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium package.`);
  }
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
