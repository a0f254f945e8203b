/** An sRGB colour with channels 0-255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const BLACK = '#000000';
export const WHITE = '#ffffff';

/** Reads `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (alpha ignored); `null` for anything else. */
export function parseHexColor(value: string): Rgb | null {
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

/** WCAG 2 contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Black or white, whichever contrasts more with the background; `null` when the colour cannot
 * be read (the stylesheet's default then stays).
 */
export function readableTextOn(background: string): typeof BLACK | typeof WHITE | null {
  const rgb = parseHexColor(background);
  if (!rgb) return null;
  const onBlack = contrastRatio(rgb, { r: 0, g: 0, b: 0 });
  const onWhite = contrastRatio(rgb, { r: 255, g: 255, b: 255 });
  return onWhite >= onBlack ? WHITE : BLACK;
}
