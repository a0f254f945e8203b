/** `/store/{club}` with the slug encoded, the base of every store call. */
export const storePath = (club: string) => `/store/${encodeURIComponent(club)}`;

/** A path segment from an id or slug. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

/** A query parameter that defeats caches (the cart and relations reads). */
export const cacheBuster = () => ({ _: Date.now() });
