// WCAG 2 contrast of colours, the one implementation for the club site's text on its theme
// colours (the shell), the back office's look editor, the API that refuses a look below AA, and
// the club's mails.

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

/**
 * Reads a hex colour as a stylesheet may hold it: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`
 * (the `#` optional, alpha ignored, spaces around trimmed); `null` for anything else.
 */
export function parseHexColour(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  if (!/^[\da-f]+$/i.test(hex)) return null;
  const full =
    hex.length === 3 || hex.length === 4
      ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('')
      : hex.length === 6 || hex.length === 8
        ? hex.slice(0, 6)
        : null;
  if (!full) return null;
  const channel = (index: number) => parseInt(full.slice(index, index + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21; `null` when one cannot be read. */
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
 * paints on a fill colour (the header and buttons on `primary`, the banner's button on
 * `accent`); `null` when the colour cannot be read (the stylesheet's default then stays).
 */
export function readableTextOn(background: string): typeof BLACK | typeof WHITE | null {
  const onWhite = contrastRatio(WHITE, background);
  const onBlack = contrastRatio(BLACK, background);
  if (onWhite === null || onBlack === null) return null;
  return onWhite >= onBlack ? WHITE : BLACK;
}
