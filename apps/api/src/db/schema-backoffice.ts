/** Tables of the backoffice area (email distribution lists, templates, opt-out, rephrase, image upload). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BackofficeTables {}
