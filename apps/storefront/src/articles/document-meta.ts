import type { Article } from '@touchline/contracts';
import { PAGE_META, releasePageTitle, setPageTitle, type PageMetaTag } from '@touchline/federation';
import { useEffect } from 'react';
import { originalImage } from '../shared/original-image';

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  url: string;
  siteName: string;
}

/** The description and Open Graph tags of a page, as the browser sets them and the server sends them. */
export function pageMetaTags(meta: PageMeta): PageMetaTag[] {
  const tag = (attribute: PageMetaTag['attribute'], key: string, content: string): PageMetaTag => ({
    attribute,
    key,
    content,
  });
  return [
    tag('name', 'description', meta.description),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:type', 'article'),
    tag('property', 'og:url', meta.url),
    tag('property', 'og:site_name', meta.siteName),
    ...(meta.image ? [tag('property', 'og:image', meta.image)] : []),
  ];
}

function setMeta({ attribute, key, content }: PageMetaTag): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  // A tag the server sent for this page goes with the page, as one the page created.
  const created = !element || element.hasAttribute(PAGE_META);
  const previous = element?.content;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
  return () => {
    if (created) element.remove();
    else if (previous !== undefined) element.content = previous;
  };
}

/** An article page's title, description and Open Graph tags. */
export function articlePageMeta(article: Article, siteName: string, url: string): PageMeta {
  return {
    title: article.title,
    description: article.summary,
    image: originalImage(article.featured_image)?.filepath,
    url,
    siteName,
  };
}

/** A page's document title: the page's own, then the club's name. */
export const documentTitle = (title: string, siteName: string) => `${title} | ${siteName}`;

/**
 * Sets the document title, description and Open Graph tags while the page is shown; leaving the
 * page gives the title back to the club's name (the server may have sent the page's own).
 */
export function useDocumentMeta(meta: PageMeta | null): void {
  useEffect(() => {
    if (!meta) return;
    setPageTitle(documentTitle(meta.title, meta.siteName));
    const restore = pageMetaTags(meta).map(setMeta);
    return () => {
      releasePageTitle(meta.siteName);
      for (const undo of restore) undo();
    };
  }, [meta?.title, meta?.description, meta?.image, meta?.url, meta?.siteName]); // eslint-disable-line react-hooks/exhaustive-deps
}
