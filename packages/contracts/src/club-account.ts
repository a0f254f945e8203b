import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LANGUAGES } from './languages';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A language of the site as the API's records carry it. */
export const LanguageCode = Type.Union(LANGUAGES.map((language) => Type.Literal(language)));

export const MenuItemType = Type.Union([
  Type.Literal('External'),
  Type.Literal('Product'),
  Type.Literal('Page'),
  Type.Literal('Section'),
]);
export type MenuItemType = Static<typeof MenuItemType>;

export const MenuProductType = Type.Union([
  Type.Literal('MembershipPage'),
  Type.Literal('LotteryPage'),
  Type.Literal('DrawPage'),
  Type.Literal('ShopPage'),
]);
export type MenuProductType = Static<typeof MenuProductType>;

export const MenuPage = Type.Object({ title: Type.String(), url: Type.String() });
export type MenuPage = Static<typeof MenuPage>;

export const MenuItem = Type.Object({
  title: Type.String(),
  url: Type.String(),
  type: MenuItemType,
  product_type: Type.Optional(Nullable(MenuProductType)),
  position: Type.Integer(),
  pages: Type.Optional(Type.Array(MenuPage)),
});
export type MenuItem = Static<typeof MenuItem>;

export const ImageRef = Type.Object({ filepath: Type.String(), filename: Type.String() });
export type ImageRef = Static<typeof ImageRef>;

export const Banner = Type.Object({
  title: Type.String(),
  short_content: Type.String(),
  url: Nullable(Type.String()),
  external_url: Nullable(Type.String()),
});
export type Banner = Static<typeof Banner>;

export const Address = Type.Object({
  line1: Type.String(),
  city: Type.String(),
  county: Type.String(),
  country: Type.String(),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  latitude: Type.Union([Type.Number(), Type.Null()]),
});
export type Address = Static<typeof Address>;

export const ThemeColors = Type.Object({
  primary: Type.String(),
  accent: Type.String(),
  warning: Type.String(),
  logo_background: Type.String(),
});
export type ThemeColors = Static<typeof ThemeColors>;

export const Features = Type.Object({
  is_contact_enabled: Type.Boolean(),
  checkout: Type.Boolean(),
  guest_checkout: Type.Boolean(),
  lotto: Type.Boolean(),
  draw: Type.Boolean(),
  shop: Type.Boolean(),
  membership: Type.Boolean(),
  comortais: Type.Boolean(),
  comet: Type.Boolean(),
  login_dialog: Type.Boolean(),
  redirect_after_login: Type.Boolean(),
  can_quick_pick: Type.Boolean(),
});
export type Features = Static<typeof Features>;

export const SsoMode = Type.Union([
  Type.Literal('off'),
  Type.Literal('optional'),
  Type.Literal('mandatory'),
]);
export type SsoMode = Static<typeof SsoMode>;

export const ClubAccount = Type.Object({
  account_id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  logo_image: Nullable(Type.String()),
  layout_image: Nullable(Type.String()),
  banner: Type.Union([Banner, Type.Null()]),
  address: Type.Union([Address, Type.Null()]),
  display_address: Type.Boolean(),
  facebook: Nullable(Type.String()),
  twitter: Nullable(Type.String()),
  instagram: Nullable(Type.String()),
  menu_items: Type.Array(MenuItem),
  theme: Type.Object({ color: ThemeColors }),
  features: Features,
  comortais: Type.Union([
    Type.Object({ organisation_id: Type.String(), comortais_club_id: Type.String() }),
    Type.Null(),
  ]),
  comet: Type.Union([
    Type.Object({ api_key: Type.String(), organization_id: Type.String() }),
    Type.Null(),
  ]),
  sso: Type.Object({
    governing_body_id: Type.Union([Type.Integer(), Type.Null()]),
    mode: SsoMode,
    sso_button_text: Nullable(Type.String()),
    help_url: Nullable(Type.String()),
  }),
  on_behalf_of: Nullable(Type.String()),
  domain_payment_method: Nullable(Type.String()),
  /** The language of the club's site for a visitor who has not chosen one (English if unset). */
  default_language: Type.Optional(LanguageCode),
});
export type ClubAccount = Static<typeof ClubAccount>;

/**
 * A number that changes whenever anything the club's public pages show changes, as decimal
 * digits (a bigint). The page server compares it with the one a cached page was rendered at.
 */
export const ClubContentVersion = Type.Object({ version: Type.String({ pattern: '^[0-9]+$' }) });
export type ClubContentVersion = Static<typeof ClubContentVersion>;

/**
 * Every error answer of the Club API: the text users read, a stable machine-readable `code`
 * (`cart_not_found`, `invalid_request`, ...; a payment refusal carries the card processor's code,
 * null when it gave none) and, for invalid input, the messages by field path (`body.email`).
 */
export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.Optional(Nullable(Type.String())),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** A club slug in a path: lower-case letters, digits and '-'. */
export const ClubSlug = Type.String({ pattern: '^[a-z0-9-]{1,63}$' });
export const ClubParams = Type.Object({ club: ClubSlug });
export type ClubParams = Static<typeof ClubParams>;
