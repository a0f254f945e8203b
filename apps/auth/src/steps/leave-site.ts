/**
 * Leaves the site for another address (the club's single sign-on, the bank's authentication
 * step of a payment), in place of this page.
 */
export function leaveSiteFor(url: string) {
  window.location.assign(url);
}
