/**
 * The public site of a club, for links in the mail it sends: `SITE_URL` names the default club's
 * site (e.g. `http://demo.localhost:4200`); another club's site is the same address with its slug
 * as the first label of the host (`http://st-brendans.localhost:4200`).
 */
export function clubSiteUrl(siteUrl: string, defaultClub: string, slug: string): string {
  const url = new URL(siteUrl);
  const [first, ...rest] = url.hostname.split('.');
  if (first === defaultClub && rest.length > 0) url.hostname = [slug, ...rest].join('.');
  return url.origin;
}
