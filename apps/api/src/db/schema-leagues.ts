/** Tables of the leagues area (simulators of the two league data providers). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LeaguesTables {}
