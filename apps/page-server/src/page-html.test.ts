import { dataBlock, escapeAttribute, metaTags, scriptJson, withPrerender } from './page-html';

const INDEX =
  '<!doctype html><html lang="en-IE"><head><meta name="theme-color" content="#0b3d2e"><title>Club website</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

describe('scriptJson', () => {
  it('is JSON nothing in which can close the script element or open a comment', () => {
    const value = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- & -->',
      line: '\u2028\u2029',
    };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('dataBlock', () => {
  it('is a JSON block with its id and attributes, its value safe in the element', () => {
    expect(dataBlock('touchline-club', { name: '</script>' }, ' data-club="demo"')).toBe(
      '<script type="application/json" id="touchline-club" data-club="demo">{"name":"\\u003c/script\\u003e"}</script>',
    );
    expect(dataBlock('a"b', 1)).toBe('<script type="application/json" id="a&quot;b">1</script>');
  });
});

describe('escapeAttribute', () => {
  it('keeps a value inside its quoted attribute', () => {
    expect(escapeAttribute('"><script>&')).toBe('&quot;>&lt;script>&amp;');
  });
});

describe('withPrerender', () => {
  it('keeps replacement patterns in the markup as text', () => {
    const html = withPrerender(
      INDEX,
      { markup: "<p>$& $' $`</p>", title: '$&', themeColor: '#000', rootStyle: '' },
      '',
    );
    expect(html).toContain('<div id="root"><p>$& $\' $`</p></div>');
    expect(html).toContain('<title>$&amp;</title>');
  });

  it("writes the club's colours, title and stylesheet, escaped, and marks a page's own title", () => {
    const html = withPrerender(
      INDEX,
      {
        markup: '<header>Glen</header>',
        title: 'Glen <Gaels>',
        themeColor: '#0B5D3B"',
        rootStyle: '--club-primary: "#0B5D3B"',
        ownTitle: true,
        titleMark: 'data-own-title',
      },
      '.header{color:red}</style><script>',
    );
    expect(html).toContain('<html lang="en-IE" style="--club-primary: &quot;#0B5D3B&quot;">');
    expect(html).toContain('<title data-own-title="">Glen &lt;Gaels&gt;</title>');
    expect(html).toContain('<meta name="theme-color" content="#0B5D3B&quot;">');
    // The stylesheet cannot close its element.
    expect(html).toContain('<style data-prerender="">.header{color:red}<\\/style><script></style>');
    expect(html).toContain('<div id="root"><header>Glen</header></div>');
  });

  it('leaves a root element that has its own style as it is, and an unmarked title unmarked', () => {
    const html = withPrerender(
      INDEX.replace('<html lang="en-IE">', '<html lang="en-IE" style="color: red">'),
      { markup: '', title: 'T', themeColor: '#000', rootStyle: '--x: 1', titleMark: 'data-t' },
      '',
    );
    expect(html).toContain('<html lang="en-IE" style="color: red">');
    expect(html).toContain('<title>T</title>');
  });
});

describe('metaTags', () => {
  it('writes name and property tags, escaped and marked, and leaves out malformed ones', () => {
    const tags = metaTags(
      [
        { attribute: 'property', key: 'og:title', content: 'Match "report" <b>' },
        { attribute: 'name', key: 'description', content: 'Two goals' },
        { attribute: 'http-equiv', key: 'refresh', content: '0;url=https://evil.test' },
        { attribute: 'name', key: 'author' },
        { attribute: 'name', key: 42, content: 'x' },
        'nonsense',
        null,
      ],
      'data-own-meta',
    );
    expect(tags).toBe(
      '<meta property="og:title" content="Match &quot;report&quot; &lt;b>" data-own-meta="">\n' +
        '<meta name="description" content="Two goals" data-own-meta="">\n',
    );
  });

  it('writes unmarked tags without a mark, and nothing for what is not a list', () => {
    expect(metaTags([{ attribute: 'name', key: 'description', content: 'x' }], undefined)).toBe(
      '<meta name="description" content="x">\n',
    );
    expect(metaTags({ attribute: 'name', key: 'description', content: 'x' }, 'data-m')).toBe('');
    expect(metaTags(undefined, 'data-m')).toBe('');
  });
});
