/** Leaves the site for another address (the club's single sign-on), in place of this page. */
export function leaveSiteFor(url: string) {
  window.location.assign(url);
}
