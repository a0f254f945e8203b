// The development and `npm start` port of each app (one origin per app): what the builds, the
// start and release scripts, the journeys and the page server's defaults all agree on.
import ports from './development-ports.json';

export type AppName = keyof typeof ports;

export const DEVELOPMENT_PORTS: Readonly<Record<AppName, number>> = ports;
