import { hasMarkup, loadSanitizer } from './sanitize-html';

describe('notification body sanitiser', () => {
  it('keeps simple formatting and links', async () => {
    const sanitise = await loadSanitizer();
    expect(sanitise('<strong>Done</strong> <a href="/checkout">View</a>')).toBe(
      '<strong>Done</strong> <a href="/checkout">View</a>',
    );
  });

  it('drops scripts, event handlers, styles and javascript: links', async () => {
    const sanitise = await loadSanitizer();
    expect(
      sanitise(
        '<b onclick="x()">Hi</b><script>x()</script><a href="javascript:x()">go</a><style>*{}</style>',
      ),
    ).toBe('<b>Hi</b><a>go</a>');
  });

  it('makes a link to a named window safe too, and leaves a same-page target alone', async () => {
    const sanitise = await loadSanitizer();
    expect(sanitise('<a href="https://a.ie" target="results">a</a>')).toBe(
      '<a href="https://a.ie" target="results" rel="noopener noreferrer">a</a>',
    );
    expect(sanitise('<a href="https://a.ie" target="_self">a</a>')).toBe(
      '<a href="https://a.ie" target="_self">a</a>',
    );
  });

  it('makes links that open a new tab safe', async () => {
    const sanitise = await loadSanitizer();
    expect(sanitise('<a href="https://a.ie" target="_blank">a</a>')).toBe(
      '<a href="https://a.ie" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('tells markup from plain text', () => {
    expect(hasMarkup('Email sent, please check your inbox.')).toBe(false);
    expect(hasMarkup('Click <a href="/x">here</a>')).toBe(true);
    expect(hasMarkup('Terms &amp; Conditions')).toBe(true);
  });
});
