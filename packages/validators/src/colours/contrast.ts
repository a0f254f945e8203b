// WCAG 2 contrast of the club's theme colours, shared by the back office's look editor and the
// API that refuses a look below AA, so both judge a colour pair the same way.

/** An sRGB colour with channels 0-255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The only colour form the club record stores: `#rrggbb`. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

export const BLACK = '#000000';
export const WHITE = '#ffffff';

/** Reads `#rrggbb`; `null` for anything else. */
export function parseHexColour(value: string): Rgb | null {
  if (!HEX_COLOUR_PATTERN.test(value)) return null;
  const channel = (index: number) => parseInt(value.slice(index, index + 2), 16);
  return { r: channel(1), g: channel(3), b: channel(5) };
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, 1 to 21; `null` when one cannot be read. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = parseHexColour(foreground);
  const b = parseHexColour(background);
  if (!a || !b) return null;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it, `4.48:1`; a ratio below AA never shows as a passing `4.50:1`. */
export function formatContrast(ratio: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  const shown = ratio < MIN_TEXT_CONTRAST && rounded >= MIN_TEXT_CONTRAST ? 4.49 : rounded;
  return `${shown.toFixed(2)}:1`;
}

/**
 * Black or white, whichever contrasts more with the background: the text colour the club site
 * paints on a fill colour (the header and buttons on `primary`, the banner's button on `accent`).
 */
export function readableTextOn(background: string): typeof BLACK | typeof WHITE {
  const onWhite = contrastRatio(WHITE, background) ?? 0;
  const onBlack = contrastRatio(BLACK, background) ?? 0;
  return onWhite >= onBlack ? WHITE : BLACK;
}
