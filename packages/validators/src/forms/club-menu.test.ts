import {
  MENU_EXTERNAL_LINK,
  MENU_PAGE_ADDRESS,
  MENU_PAGES_ONLY_IN_SECTION,
  MENU_PRODUCT_REQUIRED,
  MENU_SECTION_NEEDS_PAGES,
  MENU_TITLE_REQUIRED,
  MENU_TITLE_TOO_LONG,
  menuItemErrors,
} from './club-menu';

describe('menuItemErrors', () => {
  it('accepts the seeded kinds of item', () => {
    expect(menuItemErrors({ title: 'About Us', url: 'about-us', type: 'Page' })).toEqual({});
    expect(
      menuItemErrors({ title: 'GAA.ie', url: 'https://www.gaa.ie/', type: 'External' }),
    ).toEqual({});
    expect(
      menuItemErrors({
        title: 'Lotto',
        url: 'club-lotto',
        type: 'Product',
        product_type: 'LotteryPage',
      }),
    ).toEqual({});
    expect(
      menuItemErrors({ title: 'Shop', url: '', type: 'Product', product_type: 'ShopPage' }),
    ).toEqual({});
    expect(
      menuItemErrors({
        title: 'Our Club',
        url: 'our-club',
        type: 'Section',
        pages: [{ title: 'Committee', url: 'committee' }],
      }),
    ).toEqual({});
  });

  it('requires a short title', () => {
    expect(menuItemErrors({ title: '  ', url: 'a', type: 'Page' }).title).toBe(MENU_TITLE_REQUIRED);
    expect(menuItemErrors({ title: 'x'.repeat(41), url: 'a', type: 'Page' }).title).toBe(
      MENU_TITLE_TOO_LONG,
    );
  });

  it('takes outside links as absolute http(s) only', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://x.ie',
      '//evil.example',
      'www.gaa.ie',
      'https://',
    ]) {
      expect(menuItemErrors({ title: 'Out', url, type: 'External' }).url).toBe(MENU_EXTERNAL_LINK);
    }
  });

  it('takes page addresses as lower-case words joined by hyphens', () => {
    expect(menuItemErrors({ title: 'P', url: 'About Us', type: 'Page' }).url).toBe(
      MENU_PAGE_ADDRESS,
    );
    expect(menuItemErrors({ title: 'P', url: '', type: 'Page' }).url).toBe(MENU_PAGE_ADDRESS);
  });

  it('asks a product for its kind', () => {
    expect(menuItemErrors({ title: 'P', url: 'x', type: 'Product' }).product_type).toBe(
      MENU_PRODUCT_REQUIRED,
    );
  });

  it('nests one level: pages only under a Section, which needs one', () => {
    expect(
      menuItemErrors({ title: 'P', url: 'p', type: 'Page', pages: [{ title: 'a', url: 'a' }] })
        .pages,
    ).toBe(MENU_PAGES_ONLY_IN_SECTION);
    expect(menuItemErrors({ title: 'S', url: 's', type: 'Section', pages: [] }).pages).toBe(
      MENU_SECTION_NEEDS_PAGES,
    );
    expect(
      menuItemErrors({ title: 'S', url: 's', type: 'Section', pages: [{ title: '', url: 'B C' }] })
        .page,
    ).toEqual({ 0: { title: MENU_TITLE_REQUIRED, url: MENU_PAGE_ADDRESS } });
  });
});
