import type { MenuItem } from '@touchline/contracts';
import { shellMessages } from '../../app/shell-messages';
import { accountWith, fixtureAccount } from '../../test/club-account.fixture';
import {
  absoluteUrl,
  clubPageLinks,
  flattenEntries,
  navEntriesFor,
  navEntryFor,
} from './menu-links';

const item = (overrides: Partial<MenuItem>): MenuItem => ({
  title: 'Item',
  url: 'item',
  type: 'Page',
  product_type: null,
  position: 1,
  ...overrides,
});

describe('navEntryFor', () => {
  it.each([
    [item({ type: 'Page', url: 'history' }), '/pages/history'],
    [item({ type: 'Page', url: '/history/' }), '/pages/history'],
    [
      item({ type: 'Product', product_type: 'MembershipPage', url: 'join' }),
      '/products/membership',
    ],
    [item({ type: 'Product', product_type: 'LotteryPage', url: 'lotto' }), '/products/lotto/lotto'],
    [item({ type: 'Product', product_type: 'DrawPage', url: 'xmas' }), '/products/draw/xmas'],
    [item({ type: 'Product', product_type: 'ShopPage', url: 'shop' }), '/products/shop'],
  ])('links %o to %s', (menuItem, to) => {
    expect(navEntryFor(menuItem)).toEqual({
      kind: 'link',
      title: 'Item',
      target: { kind: 'internal', to },
    });
  });

  it('opens external items at their own address', () => {
    expect(navEntryFor(item({ type: 'External', url: 'https://gaa.ie/' }))).toEqual({
      kind: 'link',
      title: 'Item',
      target: { kind: 'external', href: 'https://gaa.ie/' },
    });
  });

  it('turns a section into its pages', () => {
    const section = item({ type: 'Section', pages: [{ title: 'Committee', url: 'committee' }] });
    expect(navEntryFor(section)).toEqual({
      kind: 'section',
      title: 'Item',
      links: [
        { kind: 'link', title: 'Committee', target: { kind: 'internal', to: '/pages/committee' } },
      ],
    });
  });

  it('drops a product item without a product type', () => {
    expect(navEntriesFor([item({ type: 'Product', product_type: null })])).toEqual([]);
  });
});

describe('absoluteUrl', () => {
  it('adds https:// to an address typed without a scheme', () => {
    expect(absoluteUrl('www.club.ie')).toBe('https://www.club.ie');
    expect(absoluteUrl(' http://club.ie ')).toBe('http://club.ie');
    expect(absoluteUrl('mailto:info@club.ie')).toBe('mailto:info@club.ie');
  });
});

describe('flattenEntries', () => {
  it('replaces sections by their pages, in order', () => {
    const titles = flattenEntries(navEntriesFor(fixtureAccount.menu_items)).map(
      (link) => link.title,
    );
    expect(titles).toEqual([
      'Club Lotto',
      'About Us',
      'Membership',
      'Christmas Draw',
      'Club Shop',
      'Committee',
      'Club Grounds',
      'County Board',
    ]);
  });
});

describe('clubPageLinks', () => {
  const english = shellMessages.translatorFor('en');
  if (!english) throw new Error('The English messages come with the code');
  it('offers the league pages and Contact when the club has them', () => {
    expect(clubPageLinks(fixtureAccount, english).map((link) => link.title)).toEqual([
      'Fixtures & Results',
      'Results & Fixtures',
      'Contact',
    ]);
  });

  it('needs the legacy provider club id for Fixtures & Results', () => {
    const account = accountWith({ comortais: { organisation_id: '1', comortais_club_id: '' } });
    expect(clubPageLinks(account, english).map((link) => link.title)).toEqual([
      'Results & Fixtures',
      'Contact',
    ]);
  });
});
