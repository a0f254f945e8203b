import { useEffect } from 'react';

interface PageMeta {
  title: string;
  description: string;
  image?: string;
  url: string;
  siteName: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
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

/** A page's document title: the page's own, then the club's name. */
export const documentTitle = (title: string, siteName: string) => `${title} | ${siteName}`;

/**
 * Sets the document title, description and Open Graph tags while the page is shown; leaving the
 * page gives the title back to the club's name (the server may have sent the page's own).
 */
export function useDocumentMeta(meta: PageMeta | null): void {
  useEffect(() => {
    if (!meta) return;
    document.title = documentTitle(meta.title, meta.siteName);
    const restore = [
      setMeta('name', 'description', meta.description),
      setMeta('property', 'og:title', meta.title),
      setMeta('property', 'og:description', meta.description),
      setMeta('property', 'og:type', 'article'),
      setMeta('property', 'og:url', meta.url),
      setMeta('property', 'og:site_name', meta.siteName),
      ...(meta.image ? [setMeta('property', 'og:image', meta.image)] : []),
    ];
    return () => {
      document.title = meta.siteName;
      for (const undo of restore) undo();
    };
  }, [meta?.title, meta?.description, meta?.image, meta?.url, meta?.siteName]); // eslint-disable-line react-hooks/exhaustive-deps
}
