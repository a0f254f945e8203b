// Schemas of the club's sponsors as the back office edits them. The club site reads the same
// sponsors through `GET /v2/store/{club}/sponsors` (`SponsorList`, content.ts).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';

/** A club's sponsors at most: the order call lists them all. */
export const SPONSORS_MAX = 200;

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A logo as stored: the uploaded image's address and the name of the file it came from. */
export const SponsorLogo = Type.Object({
  filepath: Type.String({ maxLength: 1000 }),
  filename: Type.String({ maxLength: 255 }),
});
export type SponsorLogo = Static<typeof SponsorLogo>;

/** A sponsor as the back office lists it: in the club's order (`position` 1, 2, 3...). */
export const BackofficeSponsor = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  link: Nullable(Type.String()),
  image: Nullable(SponsorLogo),
  featured: Type.Boolean(),
  position: Type.Integer(),
});
export type BackofficeSponsor = Static<typeof BackofficeSponsor>;

export const BackofficeSponsorList = Type.Object({ data: Type.Array(BackofficeSponsor) });
export type BackofficeSponsorList = Static<typeof BackofficeSponsorList>;

/**
 * A sponsor to add or the whole of an edited one. The name and link rules, with their texts, are
 * the validators' `sponsorErrors`; the lengths here only stop what no form sends.
 */
export const SponsorBody = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  /** An http(s) address the logo links to; none, null or blank: no link. */
  link: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  /** The logo: an image uploaded with `POST /v2/backoffice/images`, or the sponsor's own. */
  image: Type.Optional(Nullable(SponsorLogo)),
  featured: Type.Optional(Type.Boolean()),
});
export type SponsorBody = Static<typeof SponsorBody>;

export const SponsorParams = Type.Object({ sponsor_id: Id });
export type SponsorParams = Static<typeof SponsorParams>;

/** Every sponsor of the club once, by id, in the new order. */
export const SponsorOrderBody = Type.Object({
  ids: Type.Array(Id, { maxItems: SPONSORS_MAX }),
});
export type SponsorOrderBody = Static<typeof SponsorOrderBody>;
