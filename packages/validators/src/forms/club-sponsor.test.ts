import {
  SPONSOR_LINK_INVALID,
  SPONSOR_LINK_TOO_LONG,
  SPONSOR_NAME_REQUIRED,
  SPONSOR_NAME_TOO_LONG,
  sponsorErrors,
} from './club-sponsor';

describe('sponsorErrors', () => {
  it('accepts a name with or without a web link', () => {
    expect(sponsorErrors({ name: 'Glenarden Motors' })).toEqual({});
    expect(sponsorErrors({ name: 'Glenarden Motors', link: '' })).toEqual({});
    expect(sponsorErrors({ name: 'Glenarden Motors', link: null })).toEqual({});
    expect(
      sponsorErrors({ name: 'Glenarden Motors', link: ' https://example.com/motors?utm=club ' }),
    ).toEqual({});
    expect(sponsorErrors({ name: 'Glenarden Motors', link: 'http://example.ie' })).toEqual({});
  });

  it('asks for a name of at most 100 characters', () => {
    expect(sponsorErrors({ name: '   ' })).toEqual({ name: SPONSOR_NAME_REQUIRED });
    expect(sponsorErrors({ name: 'x'.repeat(101) })).toEqual({ name: SPONSOR_NAME_TOO_LONG });
    expect(sponsorErrors({ name: 'x'.repeat(100) })).toEqual({});
  });

  it('refuses links the site cannot open as a web page', () => {
    for (const link of [
      'example.com',
      'javascript:alert(1)',
      'ftp://example.com',
      'https://example',
      'https://exa mple.com',
      '//example.com',
    ]) {
      expect(sponsorErrors({ name: 'A', link })).toEqual({ link: SPONSOR_LINK_INVALID });
    }
    expect(sponsorErrors({ name: 'A', link: `https://example.com/${'a'.repeat(500)}` })).toEqual({
      link: SPONSOR_LINK_TOO_LONG,
    });
  });
});
