import type { ArticleImage, EditorArticle, EditorArticleSummary } from '@touchline/contracts';
import { toPublicUrl } from '../../clubs/club-routes';
import type { EditorArticleRow } from './article-editor-repository';

// An article as the editor's calls answer it: where its public version stands by the clock, its
// image addresses absolute.

export function stateOf(row: EditorArticleRow, now: Date) {
  if (row.publishedAt === null) return 'draft' as const;
  return row.publishedAt.getTime() > now.getTime()
    ? ('scheduled' as const)
    : ('published' as const);
}

export function toSummary(row: EditorArticleRow, now: Date): EditorArticleSummary {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    slug: row.slug,
    state: stateOf(row, now),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    unpublished_changes: row.hasDraft,
  };
}

export function toEditorArticle(
  row: EditorArticleRow,
  now: Date,
  publicUrl: string,
): EditorArticle {
  return {
    ...toSummary(row, now),
    summary: row.summary,
    content: row.content,
    featured_image: publicImages(row.featuredImage, publicUrl),
    public_slug: row.publishedAt === null ? null : row.publicSlug,
  };
}

export function publicImages(images: readonly ArticleImage[], publicUrl: string): ArticleImage[] {
  return images.map((image) => ({
    ...image,
    filepath: toPublicUrl(image.filepath, publicUrl) ?? image.filepath,
  }));
}
