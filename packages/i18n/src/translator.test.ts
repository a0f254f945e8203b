import { type Catalogue, createTranslator, textOfCode } from './translator';

describe('a translator', () => {
  const english = {
    'cart.items': '{count, plural, one {# item} other {# items}}',
    greeting: 'Hello {name}',
    plain: 'Sign in',
  };

  it('formats messages with their placeholders and English plurals', () => {
    const t = createTranslator('en', english);
    expect(t('plain')).toBe('Sign in');
    expect(t('greeting', { name: 'Áine' })).toBe('Hello Áine');
    expect(t('cart.items', { count: 1 })).toBe('1 item');
    expect(t('cart.items', { count: 3 })).toBe('3 items');
  });

  it('uses Irish plural forms, and English for a message the Irish catalogue lacks', () => {
    const t = createTranslator(
      'ga',
      {
        'cart.items': {
          message:
            '{count, plural, one {# earra} two {# earra} few {# earra} many {# n-earra} other {# earra}}',
          review: 'machine',
        },
      },
      english,
    );
    expect(t('cart.items', { count: 7 })).toBe('7 n-earra');
    expect(t('cart.items', { count: 2 })).toBe('2 earra');
    expect(t('plain')).toBe('Sign in');
  });

  it('reads a message as text, not markup', () => {
    expect(createTranslator('en', { tag: 'Use <b>bold</b>' })('tag')).toBe('Use <b>bold</b>');
  });

  it('names a message no catalogue has by its id', () => {
    expect(createTranslator('en', english)('missing.id')).toBe('missing.id');
  });
});

describe("a code's text", () => {
  const t = createTranslator<'status.paid' | 'status.open'>('en', {
    'status.paid': 'Paid',
    'status.open': 'Open',
  });
  const ids = { paid: 'status.paid', open: 'status.open' } as const;

  it('is the message the table names for it', () => {
    expect(textOfCode(t, ids, 'paid')).toBe('Paid');
  });

  it('is the code as it came when the table does not name it, even an object property name', () => {
    expect(textOfCode(t, ids, 'refunded')).toBe('refunded');
    expect(textOfCode(t, ids, 'constructor')).toBe('constructor');
    expect(textOfCode(t, ids, 'toString')).toBe('toString');
  });
});

describe('a parsed message (as the browser builds carry them)', () => {
  // `Hello {name}`, and a plural, in the parser's form (types: 0 text, 1 placeholder, 6 plural).
  const parsed = {
    greeting: [
      { type: 0, value: 'Hello ' },
      { type: 1, value: 'name' },
      { type: 0, value: '!' },
    ],
    items: [
      {
        type: 6,
        value: 'count',
        offset: 0,
        pluralType: 'cardinal',
        options: {
          one: { value: [{ type: 0, value: 'one item' }] },
          other: { value: [{ type: 7 }, { type: 0, value: ' items' }] },
        },
      },
    ],
  } as unknown as Catalogue;

  it('puts text and plain placeholders together without the Intl data', () => {
    const supported = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const t = createTranslator('en', parsed);
    expect(t('greeting', { name: 'Áine' })).toBe('Hello Áine!');
    expect(t('greeting', { name: 3 })).toBe('Hello 3!');
    expect(supported).not.toHaveBeenCalled();
    supported.mockRestore();
  });

  it('formats plurals as FormatJS does', () => {
    const t = createTranslator('en', parsed);
    expect(t('items', { count: 1 })).toBe('one item');
    expect(t('items', { count: 4 })).toBe('4 items');
  });

  it('says a placeholder without its value is missing, as FormatJS does', () => {
    const t = createTranslator('en', parsed);
    expect(() => t('greeting')).toThrow(/name/);
  });
});
