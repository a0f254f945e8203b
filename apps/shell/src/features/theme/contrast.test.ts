import { contrastRatio, parseHexColor, readableTextOn, relativeLuminance } from './contrast';

describe('parseHexColor', () => {
  it('reads short and long hex forms, with or without alpha', () => {
    expect(parseHexColor('#0B5D3B')).toEqual({ r: 11, g: 93, b: 59 });
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('#f00a')).toEqual({ r: 255, g: 0, b: 0 });
    expect(parseHexColor('  #00ff0080 ')).toEqual({ r: 0, g: 255, b: 0 });
    expect(parseHexColor('1d3557')).toEqual({ r: 29, g: 53, b: 87 });
  });

  it('rejects what is not a hex colour', () => {
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('rgb(0, 0, 0)')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('')).toBeNull();
  });
});

describe('contrast', () => {
  it('computes the WCAG luminance and ratio', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBe(1);
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBe(21);
    expect(contrastRatio({ r: 255, g: 255, b: 255 }, { r: 0, g: 0, b: 0 })).toBe(21);
    // #767676 on white is the well-known 4.54:1 grey.
    expect(contrastRatio({ r: 118, g: 118, b: 118 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(
      4.54,
      2,
    );
  });

  it('picks white text on dark colours and black text on light ones', () => {
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
