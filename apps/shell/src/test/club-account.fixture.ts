import type { ClubAccount } from '@touchline/contracts';

/**
 * A complete club record for component tests: every menu item type (listed out of position
 * order, so sorting is exercised), more than three items (so 'More...' has entries), both
 * league data providers, every social link and a banner.
 */
export const fixtureAccount: ClubAccount = {
  account_id: 42,
  slug: 'riverside',
  name: 'Riverside Rovers GAA',
  currency: 'EUR',
  logo_image: 'https://cdn.example.test/clubs/riverside/logo.png',
  layout_image: 'https://cdn.example.test/clubs/riverside/banner.jpg',
  banner: {
    title: 'New season registration is open',
    short_content: 'Sign up for adult, juvenile and family memberships before the end of March.',
    url: '/products/membership',
    external_url: null,
  },
  address: {
    line1: 'Riverside Park, Mill Road',
    city: 'Athlone',
    county: 'Westmeath',
    country: 'Ireland',
    longitude: -7.94,
    latitude: 53.42,
  },
  display_address: true,
  facebook: 'https://www.facebook.com/riversiderovers',
  twitter: 'https://twitter.com/riversiderovers',
  instagram: 'https://www.instagram.com/riversiderovers',
  menu_items: [
    {
      position: 3,
      title: 'Club Lotto',
      type: 'Product',
      product_type: 'LotteryPage',
      url: 'weekly-lotto',
    },
    { position: 1, title: 'About Us', type: 'Page', product_type: null, url: 'about-us' },
    {
      position: 2,
      title: 'Membership',
      type: 'Product',
      product_type: 'MembershipPage',
      url: 'membership',
    },
    {
      position: 4,
      title: 'Christmas Draw',
      type: 'Product',
      product_type: 'DrawPage',
      url: 'christmas-draw',
    },
    { position: 5, title: 'Club Shop', type: 'Product', product_type: 'ShopPage', url: 'shop' },
    {
      position: 6,
      title: 'Our Club',
      type: 'Section',
      product_type: null,
      url: 'our-club',
      pages: [
        { title: 'Committee', url: 'committee' },
        { title: 'Club Grounds', url: 'club-grounds' },
      ],
    },
    {
      position: 7,
      title: 'County Board',
      type: 'External',
      product_type: null,
      url: 'https://county.example.test/',
    },
  ],
  theme: {
    color: {
      primary: '#0B5D3B',
      accent: '#F2B705',
      warning: '#B3261E',
      logo_background: '#FFFFFF',
    },
  },
  features: {
    is_contact_enabled: true,
    checkout: true,
    guest_checkout: true,
    lotto: true,
    draw: true,
    shop: true,
    membership: true,
    comortais: true,
    comet: true,
    login_dialog: true,
    redirect_after_login: true,
    can_quick_pick: true,
  },
  comortais: { organisation_id: '1001', comortais_club_id: '2042' },
  comet: { api_key: 'test-comet-key', organization_id: '301' },
  sso: { governing_body_id: null, mode: 'off', sso_button_text: null, help_url: null },
  on_behalf_of: null,
  domain_payment_method: null,
};

/** The fixture with some fields replaced; nested objects are replaced whole. */
export function accountWith(overrides: Partial<ClubAccount>): ClubAccount {
  return { ...fixtureAccount, ...overrides };
}
