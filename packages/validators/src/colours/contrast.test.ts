import {
  contrastRatio,
  formatContrast,
  MIN_TEXT_CONTRAST,
  parseHexColour,
  readableTextOn,
  relativeLuminance,
} from './contrast';
import { lowContrastMessage, lowContrastPairs, themeContrasts } from './theme-contrast';

const SEEDED = {
  primary: '#0B5D3B',
  accent: '#F2B705',
  warning: '#B3261E',
  logo_background: '#FFFFFF',
};

describe('parseHexColour', () => {
  it('reads short and long hex forms, with or without alpha', () => {
    expect(parseHexColour('#0B5D3B')).toEqual({ r: 11, g: 93, b: 59 });
    expect(parseHexColour('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColour('#f00a')).toEqual({ r: 255, g: 0, b: 0 });
    expect(parseHexColour('  #00ff0080 ')).toEqual({ r: 0, g: 255, b: 0 });
    expect(parseHexColour('1d3557')).toEqual({ r: 29, g: 53, b: 87 });
  });

  it('rejects what is not a hex colour', () => {
    expect(parseHexColour('red')).toBeNull();
    expect(parseHexColour('rgb(0, 0, 0)')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
    expect(parseHexColour('#12345g')).toBeNull();
    expect(parseHexColour('')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('gives the known WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
  });

  it('has no ratio for what is not a hex colour', () => {
    expect(contrastRatio('white', '#000000')).toBeNull();
    expect(contrastRatio('#000000', 'rgb(0, 0, 0)')).toBeNull();
  });

  it('computes the WCAG luminance', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBe(1);
  });

  it('puts #777777 on white below AA and #767676 above', () => {
    expect(contrastRatio('#777777', '#ffffff')!).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#767676', '#ffffff')!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('shows a ratio to two places, never a failing one as 4.50', () => {
    expect(formatContrast(4.4999)).toBe('4.49:1');
    expect(formatContrast(4.478)).toBe('4.48:1');
    expect(formatContrast(21)).toBe('21.00:1');
  });
});

describe('readableTextOn', () => {
  it('picks white on dark fills and black on light ones', () => {
    expect(readableTextOn('#0B5D3B')).toBe('#ffffff');
    expect(readableTextOn('#1D3557')).toBe('#ffffff');
    expect(readableTextOn('#F2B705')).toBe('#000000');
    expect(readableTextOn('#FFFFFF')).toBe('#000000');
    // Mid red: black reaches 5.25:1, white only 4:1.
    expect(readableTextOn('#ff0000')).toBe('#000000');
  });

  it('gives no answer for a colour it cannot read', () => {
    expect(readableTextOn('tomato')).toBeNull();
  });
});

describe('the theme text pairs', () => {
  it('pass for the seeded look', () => {
    expect(lowContrastPairs(SEEDED)).toEqual([]);
    expect(themeContrasts(SEEDED)).toHaveLength(4);
  });

  it('refuse a light primary (its links on the white page) with a message naming the pair', () => {
    const [low, ...rest] = lowContrastPairs({ ...SEEDED, primary: '#777777' });
    expect(rest).toEqual([]);
    expect(low).toMatchObject({ colour: 'primary', text: '#777777', background: '#ffffff' });
    expect(lowContrastMessage(low!)).toBe(
      'Links in the primary colour on the white page: contrast 4.48:1, below the 4.5:1 WCAG AA requires for text.',
    );
  });

  it('refuse a colour that is not #rrggbb, the only form the club record stores', () => {
    const [low, ...rest] = lowContrastPairs({ ...SEEDED, warning: '#fff' });
    expect(rest).toEqual([]);
    expect(low).toMatchObject({ colour: 'warning', ratio: null, passes: false });
  });

  it('refuse a warning colour white text cannot be read on', () => {
    expect(lowContrastPairs({ ...SEEDED, warning: '#ff8080' }).map((p) => p.colour)).toEqual([
      'warning',
    ]);
  });
});
