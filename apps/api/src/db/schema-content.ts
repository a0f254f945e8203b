/** Tables of the content area (articles, pages, sponsors, contact messages, countries, email-action results). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContentTables {}
