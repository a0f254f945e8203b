import type { NewClubAccount } from './club-repository';

/**
 * The demo club shows every part of a club site: banner, address with map, social links,
 * every menu item type (more than the 3 the header shows, so 'More...' has entries), both
 * league data providers (ids for the local simulators) and every commerce feature.
 */
export const DEMO_CLUB: NewClubAccount = {
  slug: 'demo',
  name: 'Glenarden Gaels GAA Club',
  currency: 'EUR',
  logo_image: '/static/clubs/demo/logo.svg',
  layout_image: '/static/clubs/demo/banner.svg',
  banner: {
    title: 'Membership 2027 is open',
    short_content:
      'Join the Gaels for the new season: adult, juvenile and family memberships, with early-bird prices until the end of January.',
    url: '/products/membership',
    external_url: null,
  },
  address: {
    line1: 'Páirc na nGael, Glenarden Road',
    city: 'Ballinasloe',
    county: 'Galway',
    country: 'Ireland',
    longitude: -8.2241,
    latitude: 53.3312,
  },
  display_address: true,
  facebook: 'https://www.facebook.com/glenardengaels',
  twitter: 'https://twitter.com/glenardengaels',
  instagram: 'https://www.instagram.com/glenardengaels',
  menu_items: [
    { position: 1, title: 'About Us', type: 'Page', product_type: null, url: 'about-us' },
    {
      position: 2,
      title: 'Membership',
      type: 'Product',
      product_type: 'MembershipPage',
      url: 'membership',
    },
    {
      position: 3,
      title: 'Club Lotto',
      type: 'Product',
      product_type: 'LotteryPage',
      url: 'club-lotto',
    },
    {
      position: 4,
      title: 'Summer Draw',
      type: 'Product',
      product_type: 'DrawPage',
      url: 'summer-draw',
    },
    { position: 5, title: 'Club Shop', type: 'Product', product_type: 'ShopPage', url: 'shop' },
    { position: 6, title: 'History', type: 'Page', product_type: null, url: 'history' },
    {
      position: 7,
      title: 'Our Club',
      type: 'Section',
      product_type: null,
      url: 'our-club',
      pages: [
        { title: 'Committee', url: 'committee' },
        { title: 'Club Grounds', url: 'club-grounds' },
        { title: 'Juvenile Academy', url: 'juvenile-academy' },
      ],
    },
    {
      position: 8,
      title: 'GAA.ie',
      type: 'External',
      product_type: null,
      url: 'https://www.gaa.ie/',
    },
  ],
  theme: {
    // White text on primary: contrast 7.9:1 (WCAG AAA for normal text).
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
  // Values understood by the local league-data simulators only.
  comortais: { organisation_id: '1001', comortais_club_id: '2042' },
  comet: { api_key: 'local-comet-demo-key', organization_id: '301' },
  sso: { governing_body_id: null, mode: 'off', sso_button_text: null, help_url: null },
  on_behalf_of: null,
  domain_payment_method: null,
};

/** A plainer club: no banner, no contact page, no cart, mandatory single sign-on, short menu. */
export const QUIET_CLUB: NewClubAccount = {
  slug: 'quiet',
  name: 'Quilty Harbour Rowing Club',
  currency: 'EUR',
  logo_image: '/static/clubs/quiet/logo.svg',
  layout_image: null,
  banner: null,
  address: {
    line1: 'The Boathouse, Quay Road',
    city: 'Quilty',
    county: 'Clare',
    country: 'Ireland',
    longitude: -9.4547,
    latitude: 52.8183,
  },
  display_address: false,
  facebook: 'https://www.facebook.com/quiltyharbourrowing',
  twitter: null,
  instagram: null,
  menu_items: [
    { position: 1, title: 'About Us', type: 'Page', product_type: null, url: 'about-us' },
    {
      position: 2,
      title: 'Membership',
      type: 'Product',
      product_type: 'MembershipPage',
      url: 'membership',
    },
  ],
  theme: {
    // White text on primary: contrast 12.1:1.
    color: {
      primary: '#1D3557',
      accent: '#E9C46A',
      warning: '#9B2226',
      logo_background: '#F1FAEE',
    },
  },
  features: {
    is_contact_enabled: false,
    checkout: false,
    guest_checkout: false,
    lotto: false,
    draw: false,
    shop: false,
    membership: true,
    comortais: false,
    comet: false,
    login_dialog: false,
    redirect_after_login: true,
    can_quick_pick: true,
  },
  comortais: null,
  comet: null,
  sso: {
    governing_body_id: 12,
    mode: 'mandatory',
    sso_button_text: 'Sign in with your federation account',
    help_url: null,
  },
  on_behalf_of: null,
  domain_payment_method: null,
};

/**
 * A club in Northern Ireland, paid in pounds: lotto, draw and shop with guest checkout, where
 * credit cards are refused for lotto and draw tickets.
 */
export const NORTHSIDE_CLUB: NewClubAccount = {
  slug: 'northside',
  name: 'Northside Harps GAC',
  currency: 'GBP',
  logo_image: '/static/clubs/northside/logo.svg',
  layout_image: null,
  banner: null,
  address: {
    line1: 'Harps Park, Shore Road',
    city: 'Belfast',
    county: 'Antrim',
    country: 'Northern Ireland',
    longitude: -5.9104,
    latitude: 54.6347,
  },
  display_address: true,
  facebook: null,
  twitter: null,
  instagram: null,
  menu_items: [
    {
      position: 1,
      title: 'Harps Lotto',
      type: 'Product',
      product_type: 'LotteryPage',
      url: 'harps-lotto',
    },
    {
      position: 2,
      title: 'Christmas Draw',
      type: 'Product',
      product_type: 'DrawPage',
      url: 'harps-draw',
    },
    { position: 3, title: 'Shop', type: 'Product', product_type: 'ShopPage', url: 'shop' },
  ],
  theme: {
    // White text on primary: contrast 8.2:1.
    color: {
      primary: '#9B1C1C',
      accent: '#F5F5F5',
      warning: '#7A1010',
      logo_background: '#FFFFFF',
    },
  },
  features: {
    is_contact_enabled: false,
    checkout: true,
    guest_checkout: true,
    lotto: true,
    draw: true,
    shop: true,
    membership: false,
    comortais: false,
    comet: false,
    login_dialog: true,
    redirect_after_login: true,
    can_quick_pick: true,
  },
  comortais: null,
  comet: null,
  sso: { governing_body_id: null, mode: 'off', sso_button_text: null, help_url: null },
  on_behalf_of: null,
  domain_payment_method: null,
};

/**
 * A club whose members may sign in either way: single sign-on is optional, so its sign-in offers
 * the club's login ('Login with SSO', the development identity provider) beside the email and
 * password. Its membership page has a bundle of more than 5 plans and a plan with one place, and
 * its Juniors page links to one programme (`/products/membership?id=`).
 */
export const LAKESIDE_CLUB: NewClubAccount = {
  slug: 'lakeside',
  name: 'Lakeside Hockey Club',
  currency: 'EUR',
  logo_image: '/static/clubs/lakeside/logo.svg',
  layout_image: null,
  banner: null,
  address: {
    line1: 'Lakeside Pitches, The Strand',
    city: 'Athlone',
    county: 'Westmeath',
    country: 'Ireland',
    longitude: -7.9407,
    latitude: 53.4239,
  },
  display_address: true,
  facebook: null,
  twitter: null,
  instagram: null,
  menu_items: [
    { position: 1, title: 'About Us', type: 'Page', product_type: null, url: 'about-us' },
    {
      position: 2,
      title: 'Membership',
      type: 'Product',
      product_type: 'MembershipPage',
      url: 'membership',
    },
    { position: 3, title: 'Juniors', type: 'Page', product_type: null, url: 'juniors' },
  ],
  theme: {
    // White text on primary: contrast 9.3:1.
    color: {
      primary: '#0E4D64',
      accent: '#F4A259',
      warning: '#A4161A',
      logo_background: '#FFFFFF',
    },
  },
  features: {
    is_contact_enabled: false,
    checkout: true,
    guest_checkout: false,
    lotto: false,
    draw: false,
    // Its one shop item (the Club Water Bottle) is bought without signing in.
    shop: true,
    membership: true,
    comortais: false,
    comet: false,
    login_dialog: true,
    redirect_after_login: true,
    can_quick_pick: true,
  },
  comortais: null,
  comet: null,
  // No button text of its own: the sign-in shows the default 'Login with SSO'.
  sso: { governing_body_id: null, mode: 'optional', sso_button_text: null, help_url: null },
  on_behalf_of: null,
  domain_payment_method: null,
};

export const SEED_CLUBS: readonly NewClubAccount[] = [
  DEMO_CLUB,
  QUIET_CLUB,
  NORTHSIDE_CLUB,
  LAKESIDE_CLUB,
];
