/**
 * Escapes text for HTML content and quoted attribute values: the API's pages and mails, and the
 * back office's preview of a message, which fills in names the same way the sent mail does.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
