import {
  contrastRatio,
  formatContrast,
  HEX_COLOUR_PATTERN,
  MIN_TEXT_CONTRAST,
  readableTextOn,
  WHITE,
} from './contrast';

/** The four theme colours of the club record, each `#rrggbb`. */
export interface ThemeColourSet {
  primary: string;
  accent: string;
  warning: string;
  logo_background: string;
}

/** One place the club site paints text with or on a theme colour. */
export interface ThemeTextPair {
  /** Names the pair for the admin: which text on which colour. */
  readonly label: string;
  /** The theme colour the pair depends on (the field to change). */
  readonly colour: keyof ThemeColourSet;
  readonly text: (colours: ThemeColourSet) => string;
  readonly background: (colours: ThemeColourSet) => string;
}

/**
 * Where the club site's stylesheets put text against the theme colours: the header, footer and
 * buttons paint black or white (whichever reads better) on `primary`; article and contact links
 * are `primary` on the white page; the banner's button text is black or white on `accent`; the
 * danger buttons are white on `warning`. `logo_background` carries only the logo image.
 */
export const THEME_TEXT_PAIRS: readonly ThemeTextPair[] = [
  {
    label: 'Header and button text on the primary colour',
    colour: 'primary',
    text: (c) => readableTextOn(c.primary) ?? WHITE,
    background: (c) => c.primary,
  },
  {
    label: 'Links in the primary colour on the white page',
    colour: 'primary',
    text: (c) => c.primary,
    background: () => WHITE,
  },
  {
    label: 'Banner button text on the accent colour',
    colour: 'accent',
    text: (c) => readableTextOn(c.accent) ?? WHITE,
    background: (c) => c.accent,
  },
  {
    label: 'White text on the warning colour',
    colour: 'warning',
    text: () => WHITE,
    background: (c) => c.warning,
  },
];

export interface ThemeContrast {
  readonly label: string;
  readonly colour: keyof ThemeColourSet;
  readonly text: string;
  readonly background: string;
  /** 1 to 21; null when a colour is not `#rrggbb`. */
  readonly ratio: number | null;
  readonly passes: boolean;
}

/** Every text pair of the theme with its contrast and whether it reaches WCAG AA (4.5:1). */
export function themeContrasts(colours: ThemeColourSet): ThemeContrast[] {
  return THEME_TEXT_PAIRS.map((pair) => {
    const text = pair.text(colours);
    const background = pair.background(colours);
    // The club record stores `#rrggbb` only: any other form has no ratio and does not pass.
    const stored = HEX_COLOUR_PATTERN.test(text) && HEX_COLOUR_PATTERN.test(background);
    const ratio = stored ? contrastRatio(text, background) : null;
    return {
      label: pair.label,
      colour: pair.colour,
      text,
      background,
      ratio,
      passes: ratio !== null && ratio >= MIN_TEXT_CONTRAST,
    };
  });
}

/** The message for a pair below AA, the same in the back office and the API's refusal. */
export function lowContrastMessage(contrast: ThemeContrast): string {
  const ratio = contrast.ratio === null ? 'unknown' : formatContrast(contrast.ratio);
  return `${contrast.label}: contrast ${ratio}, below the ${MIN_TEXT_CONTRAST}:1 WCAG AA requires for text.`;
}

/** The pairs below AA (empty when the theme may be saved). */
export function lowContrastPairs(colours: ThemeColourSet): ThemeContrast[] {
  return themeContrasts(colours).filter((contrast) => !contrast.passes);
}
