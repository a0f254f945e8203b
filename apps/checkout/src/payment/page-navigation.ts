/** Leaving the page for another address (the bank's authentication step); replaced in tests. */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
