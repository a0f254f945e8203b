// The page server's process: reads its settings, refuses a folder with nothing to serve, loads
// the remotes' server renders, listens, and stops cleanly on SIGINT / SIGTERM.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSettings } from './options';
import { createPageServer } from './page-server';

async function main() {
  const read = readSettings(process.argv.slice(2), process.env);
  if ('error' in read) {
    console.error(read.error);
    process.exit(2);
  }
  const { settings } = read;
  const { app, dir } = settings;
  if (settings.releases && !existsSync(dir)) {
    console.error(`No releases in ${dir}: run "npx nx run ${app}:release" first.`);
    process.exit(2);
  }
  if (
    !settings.releases &&
    !existsSync(path.join(dir, 'index.html')) &&
    !existsSync(path.join(dir, 'mf-manifest.json'))
  ) {
    console.error(`No build in ${dir}: run "npx nx build ${app}" first.`);
    process.exit(2);
  }
  const { server } = await createPageServer(settings);
  await server.listen({ port: settings.port, host: settings.host });
  console.log(`${app} serving ${dir} on http://${settings.host}:${settings.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}

void main();
