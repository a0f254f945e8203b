// Schemas of the content area: one TypeBox source for the API's validation and the client's checks.
import { Type, type Static } from '@sinclair/typebox';
import { ClubSlug, Nullable } from './club-account';

/** The article types of the spec, as stored and answered. */
export const ArticleType = Type.Union([
  Type.Literal('News'),
  Type.Literal('Page'),
  Type.Literal('Article'),
  Type.Literal('About Us'),
]);
export type ArticleType = Static<typeof ArticleType>;

/** The `type` query of the article list: the lower-case names the site sends. */
export const ArticleTypeQuery = Type.Union([
  Type.Literal('news'),
  Type.Literal('page'),
  Type.Literal('article'),
  Type.Literal('about-us'),
]);
export type ArticleTypeQuery = Static<typeof ArticleTypeQuery>;

export const ARTICLE_TYPE_BY_QUERY: Readonly<Record<ArticleTypeQuery, ArticleType>> = {
  news: 'News',
  page: 'Page',
  article: 'Article',
  'about-us': 'About Us',
};

/** One rendition of an article's featured image; the site uses the `original` size only. */
export const ArticleImage = Type.Object({
  size: Type.String(),
  filepath: Type.String(),
  filename: Type.String(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
});
export type ArticleImage = Static<typeof ArticleImage>;

export const Article = Type.Object({
  slug: Type.String(),
  type: ArticleType,
  title: Type.String(),
  summary: Type.String(),
  /** Sanitised HTML. */
  content: Type.String(),
  featured_image: Type.Array(ArticleImage),
  created_at: Type.String({ description: 'ISO 8601 date and time (UTC)' }),
  published_at: Nullable(Type.String({ description: 'ISO 8601 date and time (UTC)' })),
});
export type Article = Static<typeof Article>;

/** A list item carries no content: the grid shows title, summary, image and date. */
export const ArticleSummary = Type.Omit(Article, ['content']);
export type ArticleSummary = Static<typeof ArticleSummary>;

/** An article's address: lower-case words and digits joined by hyphens (a path segment: 100 at most). */
export const ArticleSlug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 100 });

export const ArticleParams = Type.Object({ club: ClubSlug, slug: ArticleSlug });
export type ArticleParams = Static<typeof ArticleParams>;

/** Largest page the list calls answer; a larger `per_page` is refused. */
export const MAX_PER_PAGE = 100;
/** The news grid's page, used when `per_page` is not sent. */
export const DEFAULT_PER_PAGE = 6;

export const PagingQuery = Type.Object({
  per_page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
});
export type PagingQuery = Static<typeof PagingQuery>;

export const ArticleListQuery = Type.Composite([
  PagingQuery,
  Type.Object({ type: Type.Optional(ArticleTypeQuery) }),
]);
export type ArticleListQuery = Static<typeof ArticleListQuery>;

export const ArticleList = Type.Object({
  items: Type.Array(ArticleSummary),
  total: Type.Integer({ minimum: 0 }),
});
export type ArticleList = Static<typeof ArticleList>;

export const Sponsor = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  link: Nullable(Type.String()),
  image: Nullable(Type.Object({ filepath: Type.String(), filename: Type.String() })),
  featured: Type.Boolean(),
});
export type Sponsor = Static<typeof Sponsor>;

export const SponsorList = Type.Object({ items: Type.Array(Sponsor) });
export type SponsorList = Static<typeof SponsorList>;

/** The contact message payload */
export const ContactMessageBody = Type.Object({
  /** The sender's name and surname. */
  sender: Type.String({ maxLength: 200 }),
  sender_email: Type.String({ maxLength: 200 }),
  sender_phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  subject: Type.Optional(Type.String({ maxLength: 400 })),
  content: Type.String({ maxLength: 5000 }),
  /** What the message is about; without it, a general message. */
  category: Type.Optional(Type.Union([Type.Literal('accessibility')])),
  /** With the accessibility category: which kind of problem (ACCESSIBILITY_TOPICS, contact-categories.ts). */
  category_detail: Type.Optional(Type.String({ maxLength: 40 })),
});
export type ContactMessageBody = Static<typeof ContactMessageBody>;

/** A club's accessibility statement: the platform's default and the club's own addition. */
export const AccessibilityStatement = Type.Object({
  club_name: Type.String(),
  /** The standard the site aims at: "WCAG 2.2 AA". */
  standard: Type.String(),
  /** "full" when nothing is known not to conform, else "partial". */
  conformance: Type.Union([Type.Literal('full'), Type.Literal('partial')]),
  /** The platform's statement, paragraph by paragraph (plain text). */
  summary: Type.Array(Type.String()),
  /** What is known not to conform, each with why and what to do meanwhile; empty when none known. */
  known_gaps: Type.Array(Type.Object({ title: Type.String(), detail: Type.String() })),
  /** The club's addition, as sanitised HTML; null without one. */
  club_addition_html: Nullable(Type.String()),
  /** ISO date (YYYY-MM-DD) of the last review. */
  last_reviewed: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** Whether a report reaches the club's inbox (always: reports are taken with contact off). */
  reporting_open: Type.Boolean(),
});
export type AccessibilityStatement = Static<typeof AccessibilityStatement>;

export const ContactMessageReceipt = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ description: 'ISO 8601 date and time (UTC)' }),
});
export type ContactMessageReceipt = Static<typeof ContactMessageReceipt>;

/** A part of a country with its own fixed list of counties (the nations of the UK). */
export const CountryRegion = Type.Object({
  /** ISO 3166-2 code, e.g. `GB-NIR`. */
  code: Type.String(),
  name: Type.String(),
  counties: Type.Array(Type.String()),
});
export type CountryRegion = Static<typeof CountryRegion>;

export const Country = Type.Object({
  /** ISO 3166-1 alpha-2 code. */
  code: Type.String({ minLength: 2, maxLength: 2 }),
  name: Type.String(),
  /** The counties an address form offers, where the country has a fixed list (Ireland). */
  counties: Type.Optional(Type.Array(Type.String())),
  /** Parts with their own county lists (the United Kingdom: its four nations). */
  regions: Type.Optional(Type.Array(CountryRegion)),
});
export type Country = Static<typeof Country>;

export const CountryList = Type.Array(Country);
export type CountryList = Static<typeof CountryList>;

/** Query flags arrive as text in email links; the body accepts booleans or their text forms. */
const Flag = Type.Union([
  Type.Boolean(),
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal('1'),
  Type.Literal('0'),
]);

/** The answer to an automated mail's link (recurring email status page). */
export const EmailOptOutBody = Type.Object({
  email_distribution_list_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  member_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  opt_out: Flag,
  payment_ack: Type.Optional(Flag),
  /** The signed token of the email link (`t`): ids alone change nothing. */
  token: Type.String({ minLength: 1, maxLength: 300 }),
});
export type EmailOptOutBody = Static<typeof EmailOptOutBody>;

export const LottoFriendParams = Type.Object({
  club: ClubSlug,
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type LottoFriendParams = Static<typeof LottoFriendParams>;

/** Optional: the site may send `{ opt_out }` or no body at all. */
export const UnsubscribeFriendBody = Type.Object({
  opt_out: Type.Optional(Flag),
  /** The signed token of the email link (`t`); required, a link without one changes nothing. */
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
});
export type UnsubscribeFriendBody = Static<typeof UnsubscribeFriendBody>;

export const EmailActionResult = Type.Object({ saved: Type.Literal(true) });
export type EmailActionResult = Static<typeof EmailActionResult>;
