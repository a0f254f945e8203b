import DOMPurify from 'dompurify';

// CMS images often come without a text alternative: treat those as decorative rather than
// leaving screen readers to read out a file name.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** CMS HTML made safe to render: the API sanitises on write, the site again before use. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
