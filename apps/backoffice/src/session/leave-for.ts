/** Leaves the back office for another host of the platform (the club site), in place of it. */
export function leaveBackofficeFor(url: string): void {
  window.location.assign(url);
}
