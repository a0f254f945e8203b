/** Colours in mail HTML: only `#rgb` and `#rrggbb` reach a style, anything else takes a default. */

const HEX_COLOR = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

/** The colour when it is `#rgb` or `#rrggbb`, else `fallback`: a style can hold nothing else. */
export function safeHexColor(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return HEX_COLOR.test(trimmed) ? trimmed : fallback;
}

/** WCAG 2 relative luminance of a `#rgb` or `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const linear = (index: number) => {
    const c = parseInt(full.slice(index, index + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(0) + 0.7152 * linear(2) + 0.0722 * linear(4);
}

/** WCAG 2 contrast ratio of two `#rgb` or `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** Black or white, whichever reads better on `background` (a `#rgb` or `#rrggbb` colour). */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000')
    ? '#ffffff'
    : '#000000';
}
