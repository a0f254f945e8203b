import { BackofficeQuery, ErrorBody } from '@touchline/contracts';

/** What any back-office route may refuse with: bad input, not signed in, not allowed, not found. */
const BACKOFFICE_REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * A back-office route's schema from its own parts (params, body, its answers): with the API
 * reference's tag and bearer scheme, the `club` query the back office names the managed club by
 * (a route's own query, which extends it, takes its place), and the refusals every back-office
 * route may give.
 */
export function backofficeSchema<const Parts extends { response: object }>(parts: Parts) {
  return {
    tags: ['back-office'],
    security: [{ bearer: [] }],
    querystring: BackofficeQuery,
    ...parts,
    response: { ...parts.response, ...BACKOFFICE_REFUSALS },
  };
}
