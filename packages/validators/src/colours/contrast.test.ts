import {
  contrastRatio,
  formatContrast,
  MIN_TEXT_CONTRAST,
  parseHexColour,
  readableTextOn,
} from './contrast';
import { lowContrastMessage, lowContrastPairs, themeContrasts } from './theme-contrast';

const SEEDED = {
  primary: '#0B5D3B',
  accent: '#F2B705',
  warning: '#B3261E',
  logo_background: '#FFFFFF',
};

describe('contrastRatio', () => {
  it('gives the known WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
  });

  it('refuses what is not #rrggbb', () => {
    expect(contrastRatio('#fff', '#000000')).toBeNull();
    expect(contrastRatio('white', '#000000')).toBeNull();
    expect(parseHexColour('#12345g')).toBeNull();
    expect(parseHexColour('#0B5D3B')).toEqual({ r: 11, g: 93, b: 59 });
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
    expect(readableTextOn('#F2B705')).toBe('#000000');
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

  it('refuse a warning colour white text cannot be read on', () => {
    expect(lowContrastPairs({ ...SEEDED, warning: '#ff8080' }).map((p) => p.colour)).toEqual([
      'warning',
    ]);
  });
});
