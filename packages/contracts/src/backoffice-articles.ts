// Schemas of the back office's news and pages editor: one TypeBox source for the API's
// validation and the client's checks.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';
import { ArticleType } from './content';

const DateTime = Type.String({ description: 'ISO 8601 date and time (UTC)' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Longest article HTML (tags included) the editor may save; the other fields' rules are
 * `@touchline/validators`' article rules. */
export const ARTICLE_CONTENT_MAX = 200_000;

/**
 * An article's image as the editor reads it: the public `ArticleImage`'s fields, a schema of its
 * own so the back office's answer checks stay apart from the club site's.
 */
export const EditorArticleImage = Type.Object(
  {
    size: Type.String(),
    filepath: Type.String(),
    filename: Type.String(),
    width: Type.Optional(Type.Integer()),
    height: Type.Optional(Type.Integer()),
  },
  { description: 'An image of an article in the editor (size original: the cover)' },
);

/** The types the editor writes: news stories and pages. */
export const EditorArticleType = Type.Union([Type.Literal('News'), Type.Literal('Page')]);
export type EditorArticleType = Static<typeof EditorArticleType>;

/**
 * Where an article stands on the public site: `draft` (never shown, or taken down),
 * `scheduled` (shown from `published_at`) or `published` (shown since `published_at`).
 */
export const EditorArticleState = Type.Union([
  Type.Literal('draft'),
  Type.Literal('scheduled'),
  Type.Literal('published'),
]);
export type EditorArticleState = Static<typeof EditorArticleState>;

/** A line of the editor's list: the draft's title and slug, the public version's state. */
export const EditorArticleSummary = Type.Object({
  id: Type.Integer(),
  type: ArticleType,
  title: Type.String(),
  slug: Type.String(),
  state: EditorArticleState,
  /** When the public version went out or will go out; null for a draft. */
  published_at: Nullable(DateTime),
  /** The last save of the draft (or of the public version when there is no draft). */
  updated_at: DateTime,
  /** Whether the draft holds changes the public site does not show yet. */
  unpublished_changes: Type.Boolean(),
});
export type EditorArticleSummary = Static<typeof EditorArticleSummary>;

export const EditorArticlePage = Type.Object({
  items: Type.Array(EditorArticleSummary),
  total: Type.Integer({ minimum: 0 }),
});
export type EditorArticlePage = Static<typeof EditorArticlePage>;

/** An article as the editor opens it: the draft, and where its public version stands. */
export const EditorArticle = Type.Composite([
  EditorArticleSummary,
  Type.Object({
    summary: Type.String(),
    /** The draft's HTML, sanitised. */
    content: Type.String(),
    /** The cover image (size `original`); none when empty. */
    featured_image: Type.Array(EditorArticleImage),
    /** The address the public site answers the article at now; null while it shows none. */
    public_slug: Nullable(Type.String()),
  }),
]);
export type EditorArticle = Static<typeof EditorArticle>;

export const EditorArticleQuery = Type.Object({
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  type: Type.Optional(EditorArticleType),
  account_id: Type.Optional(Id),
});
export type EditorArticleQuery = Static<typeof EditorArticleQuery>;

export const EditorArticleParams = Type.Object({ article_id: Id });
export type EditorArticleParams = Static<typeof EditorArticleParams>;

/** The cover: one uploaded image or none. */
const CoverImage = Type.Array(
  Type.Object(
    {
      size: Type.String({ maxLength: 40 }),
      filepath: Type.String({ maxLength: 2000 }),
      filename: Type.String({ maxLength: 300 }),
      width: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      height: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    },
    { additionalProperties: false },
  ),
  { maxItems: 1 },
);

/** The draft's fields; their rules (slug, lengths, image descriptions) answer 422 by field. */
const DraftFields = {
  title: Type.String({ maxLength: 1000 }),
  slug: Type.String({ maxLength: 1000 }),
  summary: Type.String({ maxLength: 5000 }),
  content: Type.String({ maxLength: ARTICLE_CONTENT_MAX }),
  featured_image: CoverImage,
};

/** A new draft: its type and title; the slug is made from the title when not given. */
export const EditorArticleCreateBody = Type.Object(
  {
    type: EditorArticleType,
    title: DraftFields.title,
    slug: Type.Optional(DraftFields.slug),
    summary: Type.Optional(DraftFields.summary),
    content: Type.Optional(DraftFields.content),
    featured_image: Type.Optional(DraftFields.featured_image),
  },
  { additionalProperties: false },
);
export type EditorArticleCreateBody = Static<typeof EditorArticleCreateBody>;

/** The whole draft, saved as it is (the public version is left alone until published). */
export const EditorArticleDraftBody = Type.Object(DraftFields, { additionalProperties: false });
export type EditorArticleDraftBody = Static<typeof EditorArticleDraftBody>;

/** Publish the draft now, or at `publish_at` (a later time schedules it). */
export const EditorArticlePublishBody = Type.Object(
  { publish_at: Type.Optional(Nullable(Type.String({ format: 'date-time', maxLength: 40 }))) },
  { additionalProperties: false },
);
export type EditorArticlePublishBody = Static<typeof EditorArticlePublishBody>;

/** The draft as the public article page would show it (`content` sanitised). */
export const EditorArticlePreview = Type.Object({
  slug: Type.String(),
  type: ArticleType,
  title: Type.String(),
  summary: Type.String(),
  content: Type.String(),
  featured_image: Type.Array(EditorArticleImage),
  published_at: Nullable(DateTime),
});
export type EditorArticlePreview = Static<typeof EditorArticlePreview>;
