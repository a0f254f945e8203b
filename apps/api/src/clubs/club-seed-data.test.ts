import fs from 'node:fs';
import path from 'node:path';
import { STATIC_DIR } from '../app-paths';
import { DEMO_CLUB, LAKESIDE_CLUB, QUIET_CLUB, SEED_CLUBS } from './club-seed-data';

/** WCAG 2 contrast ratio between two #RRGGBB colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('seed clubs', () => {
  it.each(SEED_CLUBS.map((club) => [club.slug, club] as const))(
    '%s: white text on the primary colour is readable (WCAG AA)',
    (_slug, club) => {
      expect(contrast('#FFFFFF', club.theme.color.primary)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(SEED_CLUBS.map((club) => [club.slug, club] as const))(
    '%s: images are files the API serves, not external URLs',
    (_slug, club) => {
      for (const image of [club.logo_image, club.layout_image]) {
        if (image === null) continue;
        expect(image).toMatch(/^\/static\//);
        expect(fs.existsSync(path.join(STATIC_DIR, image.slice('/static/'.length)))).toBe(true);
      }
    },
  );

  it.each(SEED_CLUBS.map((club) => [club.slug, club] as const))(
    '%s: menu positions are unique',
    (_slug, club) => {
      const positions = club.menu_items.map((item) => item.position);
      expect(new Set(positions).size).toBe(positions.length);
    },
  );

  it('the demo club has a menu for the overflow and every item type', () => {
    expect(DEMO_CLUB.menu_items.length).toBeGreaterThan(3 + 3);
    const types = new Set(DEMO_CLUB.menu_items.map((item) => item.product_type ?? item.type));
    expect(types).toEqual(
      new Set([
        'Page',
        'MembershipPage',
        'LotteryPage',
        'DrawPage',
        'ShopPage',
        'Section',
        'External',
      ]),
    );
  });

  it('the quiet club is the plain one', () => {
    expect(QUIET_CLUB).toMatchObject({
      banner: null,
      comortais: null,
      comet: null,
      sso: { mode: 'mandatory' },
      features: { is_contact_enabled: false, checkout: false },
    });
    expect(QUIET_CLUB.menu_items).toHaveLength(2);
  });

  it('the lakeside club offers its single sign-on beside the password, under the default label', () => {
    expect(LAKESIDE_CLUB).toMatchObject({
      sso: { mode: 'optional', sso_button_text: null },
      features: { membership: true, checkout: true, login_dialog: true },
    });
    expect(new Set(SEED_CLUBS.map((club) => club.sso.mode))).toEqual(
      new Set(['off', 'optional', 'mandatory']),
    );
  });
});
