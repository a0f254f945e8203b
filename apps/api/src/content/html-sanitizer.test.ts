import { sanitizeArticleHtml } from './html-sanitizer';

describe('sanitizeArticleHtml', () => {
  it('gives every link that opens another browsing context rel="noopener noreferrer"', () => {
    for (const target of ['_blank', 'results', '_new']) {
      expect(sanitizeArticleHtml(`<a href="https://gaa.ie" target="${target}">GAA</a>`)).toBe(
        `<a href="https://gaa.ie" target="${target}" rel="noopener noreferrer">GAA</a>`,
      );
    }
    expect(sanitizeArticleHtml('<a href="https://gaa.ie" target="_self">GAA</a>')).toBe(
      '<a href="https://gaa.ie" target="_self">GAA</a>',
    );
  });

  it('keeps the formatting editors use', () => {
    const html =
      '<h2>Result</h2><p><strong>1-14</strong> to <em>1-13</em></p><ul><li>Duffy</li></ul><a href="https://gaa.ie" target="_blank">GAA</a>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>Result</h2><p><strong>1-14</strong> to <em>1-13</em></p><ul><li>Duffy</li></ul><a href="https://gaa.ie" target="_blank" rel="noopener noreferrer">GAA</a>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" alt="" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="position:fixed" onclick="steal()">hi</p>', '<p>hi</p>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img alt="" />'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<form action="/x"><input name="q"></form>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('strips what could run: %s', (input, output) => {
    expect(sanitizeArticleHtml(input)).toBe(output);
  });

  it('marks an image without a text alternative as decorative and keeps a given one', () => {
    expect(sanitizeArticleHtml('<img src="https://club.example/a.jpg">')).toBe(
      '<img src="https://club.example/a.jpg" alt="" />',
    );
    expect(sanitizeArticleHtml('<img src="https://club.example/a.jpg" alt="Team photo">')).toBe(
      '<img src="https://club.example/a.jpg" alt="Team photo" />',
    );
  });
});
