// Schemas of the club's brand as the back office edits it: the logo, the home banner (its
// picture, title, text and link) and the social links. The club site reads the same values from
// the club record (`ClubAccount`); the rules and their texts are `@touchline/validators`'.
import { Type, type Static } from '@sinclair/typebox';
import { Banner, Nullable } from './club-account';

/** A cap on each text of the body; the rules' own limits (with their messages) are lower. */
const BRAND_TEXT_CAP = 2000;
const Text = Type.String({ maxLength: BRAND_TEXT_CAP });

export const ClubBrandSettings = Type.Object({
  /** The logo's address (absolute, as the club record serves it); null: none. */
  logo_image: Nullable(Type.String()),
  /** The home banner's picture; null: none. */
  layout_image: Nullable(Type.String()),
  /** The banner's title, text and link; null: the home shows no banner text. */
  banner: Nullable(Banner),
  facebook: Nullable(Type.String()),
  twitter: Nullable(Type.String()),
  instagram: Nullable(Type.String()),
});
export type ClubBrandSettings = Static<typeof ClubBrandSettings>;

export const ClubBrandUpdateBody = Type.Object({
  /** An image uploaded through `POST /v2/backoffice/images`, the one the club has, or null. */
  logo_image: Nullable(Text),
  layout_image: Nullable(Text),
  banner: Nullable(
    Type.Object({
      title: Text,
      short_content: Text,
      /** A page of the club's site (`/pages/about-us`); null or '' when the link goes out. */
      url: Nullable(Text),
      /** An outside https address; null or '' when the link stays on the site. */
      external_url: Nullable(Text),
    }),
  ),
  /** https addresses of the network's site; null or '': none. */
  facebook: Nullable(Text),
  twitter: Nullable(Text),
  instagram: Nullable(Text),
});
export type ClubBrandUpdateBody = Static<typeof ClubBrandUpdateBody>;
