import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML as the CMS may hold it, minus anything that runs or loads on its own: scripts,
 * event handlers, `javascript:` URLs, frames and forms are dropped; links that open another tab or
 * window get no access to this page; an image without a text alternative is marked
 * decorative (`alt=""`), so a screen reader does not read out its file name. The API answers
 * article HTML only through this function (on write and again on read): the site renders it as
 * it comes (ADR 0017).
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe'),
      'img',
      'figure',
      'figcaption',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      '*': ['lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      img: (tagName, attribs) =>
        'alt' in attribs ? { tagName, attribs } : { tagName, attribs: { ...attribs, alt: '' } },
      // Any target but this page's own opens another browsing context: it gets no access back.
      a: (tagName, attribs) =>
        attribs['target'] !== undefined && attribs['target'] !== '_self'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
    },
  });
}
