// The development and `npm start` port of each app (one origin per app): the defaults of an app
// to serve, its port, and the origins a page may load code from when no deployment names them.
import ports from '../../../tools/rspack/ports.json';

export type AppName = keyof typeof ports;

export const DEVELOPMENT_PORTS: Readonly<Record<AppName, number>> = ports;

export const isAppName = (name: string | undefined): name is AppName =>
  name !== undefined && Object.hasOwn(DEVELOPMENT_PORTS, name);
