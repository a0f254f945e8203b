/** Tables of the identity area (OAuth tokens, users, members, juveniles and relations, guest members, roles, rate limits, mail outbox, SSO). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface IdentityTables {}
