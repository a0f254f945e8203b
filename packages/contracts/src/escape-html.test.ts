import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the characters that would start markup or end a quoted attribute', () => {
    expect(escapeHtml(`<b title="x">Tom & O'Neill</b>`)).toBe(
      '&lt;b title=&quot;x&quot;&gt;Tom &amp; O&#39;Neill&lt;/b&gt;',
    );
  });

  it('escapes an ampersand once, before the entities it writes', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('leaves plain text as it is', () => {
    expect(escapeHtml('Glenarden Gaels GAA Club')).toBe('Glenarden Gaels GAA Club');
  });
});
