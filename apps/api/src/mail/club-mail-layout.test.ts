import { clubMailHtml, DEFAULT_PRIMARY, mailColors, type ClubBrand } from './club-mail-layout';

const brand: ClubBrand = {
  name: 'Glenarden Gaels GAA Club',
  logoUrl: 'https://api.example/static/clubs/demo/logo.svg',
  primaryColor: '#0B5D3B',
  logoBackground: '#FFFFFF',
};
const mail = { title: 'Club dinner', content: '<p>Tickets on sale.</p>', footer: 'Footer' };

describe('the club mail layout', () => {
  it('bands the header in the primary colour with the logo named by the club', () => {
    const html = clubMailHtml(brand, mail);
    expect(html).toContain('background:#0B5D3B;color:#ffffff');
    expect(html).toContain(
      '<img src="https://api.example/static/clubs/demo/logo.svg" alt="Glenarden Gaels GAA Club"',
    );
    expect(html).toContain('<style>a{color:#0B5D3B}</style>');
    expect(html).toContain('<p>Tickets on sale.</p>');
    expect(html).toContain('<title>Club dinner</title>');
  });

  it('writes the club name when there is no logo, or the logo is no web address', () => {
    for (const logoUrl of [null, 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=x()>']) {
      const html = clubMailHtml({ ...brand, logoUrl, name: 'A & <B>' }, mail);
      expect(html).not.toContain('<img');
      expect(html).not.toMatch(/javascript:|data:/);
      expect(html).toContain('font-weight:700">A &amp; &lt;B&gt;</span>');
    }
  });

  it('lets only hex colours into a style, and keeps links readable on white', () => {
    const hostile = { ...brand, primaryColor: 'red;background:url(https://evil.example/x)' };
    expect(mailColors(hostile).primary).toBe(DEFAULT_PRIMARY);
    expect(clubMailHtml(hostile, mail)).not.toContain('evil.example');
    expect(mailColors({ ...brand, logoBackground: '"><script>' }).logoBackground).toBe('#ffffff');
    // A light primary colour bands the header with black text; links keep a dark colour.
    const light = mailColors({ ...brand, primaryColor: '#F2B705' });
    expect(light).toEqual({
      primary: '#F2B705',
      onPrimary: '#000000',
      logoBackground: '#FFFFFF',
      link: DEFAULT_PRIMARY,
    });
  });

  it('names the language the mail is written in, English unless told', () => {
    expect(clubMailHtml(brand, mail)).toContain('<html lang="en">');
    expect(clubMailHtml(brand, { ...mail, language: 'ga' })).toContain('<html lang="ga">');
  });
});
