/** Colours in mail HTML: only `#rgb` and `#rrggbb` reach a style, anything else takes a default. */

const HEX_COLOR = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

/** The colour when it is `#rgb` or `#rrggbb`, else `fallback`: a style can hold nothing else. */
export function safeHexColor(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return HEX_COLOR.test(trimmed) ? trimmed : fallback;
}
