// Writing into a built index.html: JSON data blocks, the prerendered page, its meta tags. Every
// value placed in the page is escaped for where it goes.

/** JSON safe inside a script element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const escapeAttribute = (text: unknown): string =>
  String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: unknown): string =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A JSON block in the page's head (read by packages/boot). */
export const dataBlock = (id: string, value: unknown, attributes = ''): string =>
  `<script type="application/json" id="${escapeAttribute(id)}"${attributes}>${scriptJson(value)}</script>`;

/** What the shell's server render gives for a page, as placed in index.html. */
export interface PrerenderedPage {
  markup: string;
  title: string;
  themeColor: string;
  rootStyle: string;
  /** The title is the page's own (a remote's), marked with `titleMark`. */
  ownTitle?: boolean;
  titleMark?: string;
}

/** The document's language (`lang` on its root element, as the built index.html names it). */
export function withDocumentLanguage(html: string, lang: string): string {
  return html.replace(/<html([^>]*)>/, (_tag, attributes: string) => {
    const others = attributes.replace(/\slang="[^"]*"/, '');
    return `<html lang="${escapeAttribute(lang)}"${others}>`;
  });
}

/**
 * Writes a prerendered page into the built index.html: the club's colours on the root element,
 * its name as the title and browser colour, the skeleton's stylesheet, and the markup in #root.
 * A page's own title (`page.ownTitle`) carries `page.titleMark`.
 */
export function withPrerender(html: string, page: PrerenderedPage, css: string): string {
  return html
    .replace(/<html([^>]*)>/, (tag, attributes: string) =>
      /\sstyle=/.test(attributes)
        ? tag
        : `<html${attributes} style="${escapeAttribute(page.rootStyle)}">`,
    )
    .replace(
      /<title>[^<]*<\/title>/,
      () =>
        `<title${page.ownTitle && page.titleMark ? ` ${page.titleMark}=""` : ''}>${escapeText(page.title)}</title>`,
    )
    .replace(
      /<meta name="theme-color" content="[^"]*"\s*\/?>/,
      () => `<meta name="theme-color" content="${escapeAttribute(page.themeColor)}">`,
    )
    .replace(
      '</head>',
      () => `<style data-prerender="">${css.replace(/<\//g, '<\\/')}</style>\n</head>`,
    )
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.markup}</div>`);
}

const META_ATTRIBUTES = new Set(['name', 'property']);

interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

const isMetaTag = (tag: unknown): tag is MetaTag => {
  if (!tag || typeof tag !== 'object') return false;
  const { attribute, key, content } = tag as Record<string, unknown>;
  return (
    typeof attribute === 'string' &&
    META_ATTRIBUTES.has(attribute) &&
    typeof key === 'string' &&
    typeof content === 'string'
  );
};

/**
 * A remote page's `<meta>` tags (`[{ attribute, key, content }]`), marked with `mark` as the
 * page's own so the browser's page replaces them when the visitor moves on. Anything malformed
 * is left out.
 */
export function metaTags(meta: unknown, mark: string | undefined): string {
  if (!Array.isArray(meta)) return '';
  return meta
    .filter(isMetaTag)
    .map(
      (tag) =>
        `<meta ${tag.attribute}="${escapeAttribute(tag.key)}" content="${escapeAttribute(tag.content)}"${mark ? ` ${mark}=""` : ''}>\n`,
    )
    .join('');
}
