// A sponsor's rules, shared by the back office's sponsor form and the API that saves sponsors:
// a name, and an optional link the site's logo opens in a new tab, an http(s) address.

export const SPONSOR_NAME_MAX = 100;
export const SPONSOR_LINK_MAX = 500;

export const SPONSOR_NAME_REQUIRED = 'Enter the sponsor’s name';
export const SPONSOR_NAME_TOO_LONG = `Keep the name to ${SPONSOR_NAME_MAX} characters or fewer`;
export const SPONSOR_LINK_INVALID =
  'Enter the sponsor’s web address starting with https:// or http://, for example https://example.com, or leave it empty';
export const SPONSOR_LINK_TOO_LONG = `Keep the link to ${SPONSOR_LINK_MAX} characters or fewer`;

export interface SponsorFields {
  name: string;
  link?: string | null;
}

export interface SponsorFieldErrors {
  name?: string;
  link?: string;
}

function linkError(value: string | null | undefined): string | undefined {
  const link = (value ?? '').trim();
  if (link === '') return undefined;
  if (link.length > SPONSOR_LINK_MAX) return SPONSOR_LINK_TOO_LONG;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return SPONSOR_LINK_INVALID;
  }
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  // A host with a dot: "https://example" is a typo more often than an address.
  return web && url.hostname.includes('.') && !/\s/.test(link) ? undefined : SPONSOR_LINK_INVALID;
}

/** What is wrong with a sponsor's name and link; an empty object when they may be saved. */
export function sponsorErrors(fields: SponsorFields): SponsorFieldErrors {
  const errors: SponsorFieldErrors = {};
  const name = fields.name.trim();
  if (name === '') errors.name = SPONSOR_NAME_REQUIRED;
  else if (name.length > SPONSOR_NAME_MAX) errors.name = SPONSOR_NAME_TOO_LONG;
  const link = linkError(fields.link);
  if (link) errors.link = link;
  return errors;
}
