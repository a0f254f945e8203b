import type { ArticleImage } from '@touchline/contracts';

/** Spec 000 section 9: only the 'original' size of an article's images is used. */
export function originalImage(images: readonly ArticleImage[]): ArticleImage | undefined {
  return images.find((image) => image.size === 'original');
}
