// What the club settings page's Look, Menu and Recent changes sections offer, in their order,
// and their names in the page's language.
import type {
  ClubChangeArea,
  Features,
  MenuItemType,
  MenuProductType,
  ThemeColors,
} from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import type { SettingsT } from './settings-texts';

/** The theme colours, in the order the Look section shows them. */
export const COLOUR_NAMES: readonly (keyof ThemeColors)[] = [
  'primary',
  'accent',
  'warning',
  'logo_background',
];

// Every feature switch, in the order the Look section shows them (a new one fails to compile).
const FEATURES: Readonly<Record<keyof Features, true>> = {
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
};
export const FEATURE_NAMES = Object.keys(FEATURES) as (keyof Features)[];

export const MENU_TYPES: readonly MenuItemType[] = ['Page', 'Product', 'Section', 'External'];
export const MENU_PRODUCTS: readonly MenuProductType[] = [
  'MembershipPage',
  'LotteryPage',
  'DrawPage',
  'ShopPage',
];

export const colourLabel = (t: SettingsT, colour: keyof ThemeColors) => t(`look.colour.${colour}`);
export const featureLabel = (t: SettingsT, feature: keyof Features) => t(`look.feature.${feature}`);
export const siteLanguageName = (t: SettingsT, language: Language) =>
  t(`look.languageName.${language}`);
export const menuTypeLabel = (t: SettingsT, type: MenuItemType) => t(`menu.type.${type}`);
export const productLabel = (t: SettingsT, product: MenuProductType) =>
  t(`menu.product.${product}`);
export const changeAreaLabel = (t: SettingsT, area: ClubChangeArea) => t(`changes.area.${area}`);
