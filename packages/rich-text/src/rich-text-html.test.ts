import { deserializeHtml, normalizeHtml, serializeHtml } from './rich-text-html';

describe('the editor’s HTML', () => {
  it('round-trips headings, marks, lists, links and images', () => {
    const html =
      '<h2>Club news</h2><p>Training on <strong>Tuesday</strong> and <em>Thursday</em>, <strong><em>both</em></strong>.</p>' +
      '<ul><li>Boots</li><li>Water</li></ul><ol><li>Warm up</li></ol><h3>More</h3>' +
      '<p>See <a href="https://club.example/fixtures">the fixtures</a>.</p>' +
      '<img src="http://localhost:3333/v2/images/abc.png" alt="Pitch">';
    expect(serializeHtml(deserializeHtml(html))).toBe(html);
  });

  it('drops scripts, handlers, styles and unsafe links, and escapes text', () => {
    expect(
      normalizeHtml(
        '<p onclick="x()" style="color:red">1 &lt; 2 &amp; <script>alert(1)</script><a href="javascript:alert(1)">click</a></p><iframe src="https://x"></iframe><img src="javascript:x">',
      ),
    ).toBe('<p>1 &lt; 2 &amp; click</p>');
  });

  it('reads loose text and line breaks as paragraphs, and nothing as one empty paragraph', () => {
    expect(normalizeHtml('Hello <b>there</b><div>Second</div>')).toBe(
      '<p>Hello <strong>there</strong></p><p>Second</p>',
    );
    expect(deserializeHtml('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(serializeHtml(deserializeHtml(''))).toBe('');
  });
});
