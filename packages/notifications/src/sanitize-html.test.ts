import { sanitizeNotificationHtml } from './sanitize-html';

describe('sanitizeNotificationHtml', () => {
  it('keeps simple formatting and links', () => {
    expect(sanitizeNotificationHtml('<strong>Done</strong> <a href="/checkout">View</a>')).toBe(
      '<strong>Done</strong> <a href="/checkout">View</a>',
    );
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const html = sanitizeNotificationHtml(
      '<b onclick="x()">Hi</b><script>x()</script><a href="javascript:x()">go</a><style>*{}</style>',
    );
    expect(html).toBe('<b>Hi</b><a>go</a>');
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeNotificationHtml('<a href="https://a.ie" target="_blank">a</a>')).toBe(
      '<a href="https://a.ie" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('leaves plain text as it is', () => {
    expect(sanitizeNotificationHtml('Email sent, please check your inbox.')).toBe(
      'Email sent, please check your inbox.',
    );
  });
});
