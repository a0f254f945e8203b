// The development and `npm start` port of each app (one origin per app): the defaults of an app
// to serve, its port, and the origins a page may load code from when no deployment names them.
import { type AppName, DEVELOPMENT_PORTS } from '@touchline/contracts';

export { type AppName, DEVELOPMENT_PORTS };

export const isAppName = (name: string | undefined): name is AppName =>
  name !== undefined && Object.hasOwn(DEVELOPMENT_PORTS, name);
