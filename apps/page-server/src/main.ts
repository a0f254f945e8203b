// The page server's process: reads its settings, refuses a folder with nothing to serve, loads
// the remotes' server renders, listens, and stops cleanly on SIGINT / SIGTERM. Every line it
// writes goes through its log (JSON lines in production, log.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createLogger, logFormatOf } from './log';
import { readSettings } from './options';
import { createPageServer } from './page-server';

async function main() {
  const read = readSettings(process.argv.slice(2), process.env);
  if ('error' in read) {
    createLogger(logFormatOf(process.env) ?? 'text', { app: 'page-server' }).error(read.error);
    process.exit(2);
  }
  const { settings } = read;
  const { app, dir } = settings;
  const log = createLogger(settings.logFormat, { app });
  const fatal = (message: string) => (error: unknown) => {
    log.error(message, error);
    process.exit(1);
  };
  process.on('uncaughtException', fatal('The page server stopped on an uncaught error.'));
  process.on('unhandledRejection', fatal('The page server stopped on an unhandled rejection.'));
  if (settings.releases && !existsSync(dir)) {
    log.error(`No releases in ${dir}: run "npx nx run ${app}:release" first.`);
    process.exit(2);
  }
  if (
    !settings.releases &&
    !existsSync(path.join(dir, 'index.html')) &&
    !existsSync(path.join(dir, 'mf-manifest.json'))
  ) {
    log.error(`No build in ${dir}: run "npx nx build ${app}" first.`);
    process.exit(2);
  }
  const { server } = await createPageServer({ ...settings, log });
  // Listening for the stop before saying it serves: a supervisor that stops it as soon as it reads
  // that line (a test, an orchestrator) must get a clean stop, not a kill by the signal's default.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info(`${app} stopping on ${signal}`);
      void server.close().then(() => process.exit(0));
    });
  }
  const address = await server.listen({ port: settings.port, host: settings.host });
  log.info(`${app} serving ${dir} on ${address}`);
}

void main();
