/**
 * The digest of a Suspense boundary the server render sent in its loading state on purpose
 * (a remote's slot): the browser renders it, and hydration does not report it as an error.
 */
export const CLIENT_RENDERED_DIGEST = 'touchline:rendered-in-browser';
