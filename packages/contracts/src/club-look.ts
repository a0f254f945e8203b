// Schemas of the club's look and menu as the back office edits them, and the audit of those
// edits. The club site reads the same values from the club record (`ClubAccount`).
import { Type, type Static } from '@sinclair/typebox';
import {
  Features,
  LanguageCode,
  MenuItemType,
  MenuProductType,
  Nullable,
  ThemeColors,
} from './club-account';

/** Longest club name the header and the page titles carry. */
export const CLUB_NAME_MAX_LENGTH = 100;
/** Longest menu title: the header's menu is one line on a desktop. */
export const MENU_TITLE_MAX_LENGTH = 40;
export const MENU_URL_MAX_LENGTH = 500;
export const MENU_MAX_ITEMS = 20;
export const MENU_MAX_PAGES = 20;

const HexColour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

export const ClubLook = Type.Object({
  name: Type.String(),
  colors: ThemeColors,
  features: Features,
  /** The site's language for a visitor who has not chosen one. */
  default_language: LanguageCode,
});
export type ClubLook = Static<typeof ClubLook>;

export const ClubLookUpdateBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: CLUB_NAME_MAX_LENGTH }),
  colors: Type.Object({
    primary: HexColour,
    accent: HexColour,
    warning: HexColour,
    logo_background: HexColour,
  }),
  features: Features,
  /** Unchanged when left out. */
  default_language: Type.Optional(LanguageCode),
});
export type ClubLookUpdateBody = Static<typeof ClubLookUpdateBody>;

const MenuTitle = Type.String({ minLength: 1, maxLength: MENU_TITLE_MAX_LENGTH });
const MenuUrl = Type.String({ maxLength: MENU_URL_MAX_LENGTH });

/** A Section's page: one level only (a page has no pages of its own). */
export const MenuPageInput = Type.Object({
  title: MenuTitle,
  url: MenuUrl,
  /** Refused when sent: the menu nests one level, so a page under a Section has no pages. */
  pages: Type.Optional(Type.Never()),
});
export type MenuPageInput = Static<typeof MenuPageInput>;

export const MenuItemInput = Type.Object({
  title: MenuTitle,
  url: MenuUrl,
  type: MenuItemType,
  product_type: Type.Optional(Nullable(MenuProductType)),
  /** Order in the menu; the API numbers the saved items 1, 2, 3... in this order. */
  position: Type.Integer({ minimum: 0, maximum: 10_000 }),
  pages: Type.Optional(Type.Array(MenuPageInput, { maxItems: MENU_MAX_PAGES })),
});
export type MenuItemInput = Static<typeof MenuItemInput>;

export const ClubMenu = Type.Object({
  data: Type.Array(
    Type.Object({
      title: Type.String(),
      url: Type.String(),
      type: MenuItemType,
      product_type: Nullable(MenuProductType),
      position: Type.Integer(),
      pages: Type.Array(Type.Object({ title: Type.String(), url: Type.String() })),
    }),
  ),
});
export type ClubMenu = Static<typeof ClubMenu>;

export const ClubMenuUpdateBody = Type.Object({
  data: Type.Array(MenuItemInput, { maxItems: MENU_MAX_ITEMS }),
});
export type ClubMenuUpdateBody = Static<typeof ClubMenuUpdateBody>;

export const ClubChangeArea = Type.Union([
  Type.Literal('look'),
  Type.Literal('menu'),
  Type.Literal('brand'),
  Type.Literal('sponsors'),
]);
export type ClubChangeArea = Static<typeof ClubChangeArea>;

export const ClubChange = Type.Object({
  id: Type.Integer(),
  area: ClubChangeArea,
  /** ISO 8601. */
  changed_at: Type.String(),
  /** The admin's name as it is now; null when their account is gone. */
  changed_by: Nullable(Type.String()),
  /** The area's values before and after the change, as its editor's GET answered them. */
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type ClubChange = Static<typeof ClubChange>;

/** The latest changes first. */
export const ClubChangeList = Type.Object({ data: Type.Array(ClubChange) });
export type ClubChangeList = Static<typeof ClubChangeList>;
