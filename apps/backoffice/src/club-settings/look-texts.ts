// The texts of the club settings page's Look, Menu and Recent changes sections.
import type { ClubChangeArea, Features, MenuItemType, MenuProductType } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';

export const LOOK_TITLE = 'Look';
export const LOOK_SAVED = 'The club’s look has been saved.';
export const LOOK_LOAD_FAILED = 'The club’s look could not be loaded.';
export const SAVE_LOOK = 'Save look';
export const CLUB_NAME_LABEL = 'Club name';
export const COLOUR_FORMAT = 'Enter the colour as # and six hexadecimal digits, e.g. #0b5d3b';
export const LOOK_HAS_ERRORS = 'Please check the look: a colour or the name needs changing.';
export const HEADER_PREVIEW = 'Header preview';
export const SITE_LANGUAGE_LABEL = 'Language of the site';
export const SITE_LANGUAGE_HINT =
  'Visitors see the site in this language until they choose another in the header.';
export const SITE_LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ga: 'Irish (Gaeilge)',
};

export const COLOUR_LABELS = {
  primary: 'Primary colour (header, footer, buttons, links)',
  accent: 'Accent colour (banner button, focus outline)',
  warning: 'Warning colour (danger buttons and messages)',
  logo_background: 'Logo background colour',
} as const;

export const FEATURE_LABELS: Readonly<Record<keyof Features, string>> = {
  is_contact_enabled: 'Contact page',
  checkout: 'Checkout',
  guest_checkout: 'Checkout as a guest',
  lotto: 'Lotto',
  draw: 'Draws',
  shop: 'Shop',
  membership: 'Membership',
  comortais: 'Fixtures and results (Comortais)',
  comet: 'Results and tables (Comet)',
  login_dialog: 'Sign in in a dialog',
  redirect_after_login: 'Back to the page after signing in',
  can_quick_pick: 'Lotto quick pick',
};

export const MENU_TITLE = 'Menu';
export const MENU_SAVED = 'The club’s menu has been saved.';
export const MENU_LOAD_FAILED = 'The club’s menu could not be loaded.';
export const MENU_HAS_ERRORS = 'Please check the menu’s titles and links.';
export const SAVE_MENU = 'Save menu';
export const ADD_MENU_ITEM = 'Add a menu item';
export const ADD_PAGE = 'Add a page';
export const NEW_ITEM_TITLE = 'New item';
export const MENU_EMPTY = 'The menu has no items: the site shows Home and Contact only.';
export const MENU_PREVIEW = 'Menu preview';
export const MENU_PREVIEW_NOTE =
  'The header and the footer list these after Home, with Contact last when the contact page is on.';

export const MENU_TYPE_LABELS: Readonly<Record<MenuItemType, string>> = {
  Page: 'A page of the site',
  Product: 'A product (membership, lotto, draw, shop)',
  Section: 'A section of pages (a dropdown)',
  External: 'An outside link (opens in a new tab)',
};

export const PRODUCT_LABELS: Readonly<Record<MenuProductType, string>> = {
  MembershipPage: 'Membership',
  LotteryPage: 'Lotto',
  DrawPage: 'Draw',
  ShopPage: 'Shop',
};

export const CHANGES_TITLE = 'Recent changes';
export const CHANGES_LOAD_FAILED = 'The recent changes could not be loaded.';
export const NO_CHANGES = 'No changes to the club’s settings yet.';
export const WHAT_CHANGED = 'What changed';
export const UNKNOWN_ADMIN = 'A former admin';
export const CHANGE_AREA_LABELS: Readonly<Record<ClubChangeArea, string>> = {
  look: 'Look',
  menu: 'Menu',
  brand: 'Logo, banner and social links',
  sponsors: 'Sponsors',
};
