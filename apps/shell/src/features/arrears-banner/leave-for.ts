/** Leaves the club site for another host of the platform (the account host), in place of it. */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
