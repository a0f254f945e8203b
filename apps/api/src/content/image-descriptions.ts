import sanitizeHtml from 'sanitize-html';

/**
 * The images of article HTML that have no text alternative (no `alt`, or one of spaces only),
 * by their address, in the order they appear. The editor refuses to publish such content: every
 * image a club puts in a story or a page is described for readers who cannot see it.
 */
export function imagesWithoutAlt(html: string): string[] {
  const missing: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src', 'alt'] },
    transformTags: {
      img: (tagName, attribs) => {
        if ((attribs['alt'] ?? '').trim() === '') missing.push(attribs['src'] ?? '');
        return { tagName, attribs };
      },
    },
  });
  return missing;
}
