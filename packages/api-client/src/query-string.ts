export type QueryValue = string | number | boolean | null | undefined;

/** Query parameters: an array repeats its key (`type[]=Plan&type[]=Bundle`); empty values are left out. */
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** `?a=1&b=2`, or '' when nothing is left to send. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
