/** What a loader says to a screen reader where no app gives it in the page's language. */
export const LOADING_TEXT = 'Loading…';
