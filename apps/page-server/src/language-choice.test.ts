import { languageChoice, wayBack } from './language-choice';

describe('the language switch', () => {
  it('keeps the choice for a year on the whole site, marked as not on an account yet, and sends the visitor back to their page', () => {
    expect(
      languageChoice({ to: 'ga', return: '/news/match-report?x=1#top' }, { secure: true }),
    ).toEqual({
      cookies: [
        'touchline_lang=ga; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
        'touchline_lang_unsaved=1; Path=/; Secure; SameSite=Lax',
      ],
      location: '/news/match-report?x=1#top',
    });
    expect(languageChoice({ to: 'en', return: '/' }, { secure: false }).cookies).toEqual([
      'touchline_lang=en; Max-Age=31536000; Path=/; SameSite=Lax',
      'touchline_lang_unsaved=1; Path=/; SameSite=Lax',
    ]);
  });

  it('keeps nothing for a language the site is not in', () => {
    expect(languageChoice({ to: 'fr', return: '/shop' }, { secure: true })).toEqual({
      cookies: [],
      location: '/shop',
    });
  });

  it('sends the visitor to the home rather than to another site', () => {
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      undefined,
      ['/a', '/b'],
    ]) {
      expect([returnTo, wayBack(returnTo)]).toEqual([returnTo, '/']);
    }
  });
});
