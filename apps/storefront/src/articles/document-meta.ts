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

/** Sets the document title, description and Open Graph tags while the page is shown. */
export function useDocumentMeta(meta: PageMeta | null): void {
  useEffect(() => {
    if (!meta) return;
    const previousTitle = document.title;
    document.title = `${meta.title} | ${meta.siteName}`;
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
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [meta?.title, meta?.description, meta?.image, meta?.url, meta?.siteName]); // eslint-disable-line react-hooks/exhaustive-deps
}
