import type { ArticleImage } from '@touchline/contracts';

/** Only the 'original' size of an article's images is used. */
export function originalImage(images: readonly ArticleImage[]): ArticleImage | undefined {
  return images.find((image) => image.size === 'original');
}
