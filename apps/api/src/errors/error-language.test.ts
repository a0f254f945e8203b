import { ERRORS, type ErrorCode } from './catalogue';
import { requestLanguage } from '../http/request-language';
import { errorMessage } from './error-language';
import irish from './messages/ga.json';

const codes = Object.keys(ERRORS) as ErrorCode[];
const entries: Record<string, { message: string; review?: string }> = irish;

describe('the Irish texts of the error catalogue', () => {
  it('has a text for every code, marked for review, and no code the catalogue lacks', () => {
    expect(Object.keys(entries).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect([code, typeof entries[code]?.message, entries[code]?.review]).toEqual([
        code,
        'string',
        'machine',
      ]);
      expect([code, entries[code]?.message.trim()]).not.toEqual([code, '']);
    }
  });

  it('says a code in Irish only when the refusal has its catalogue text', () => {
    expect(errorMessage('club_not_found', 'Club not found', 'ga')).toBe('Níor aimsíodh an club');
    expect(errorMessage('club_not_found', 'Club not found', 'en')).toBe('Club not found');
    expect(errorMessage('card_declined', 'Your card has insufficient funds.', 'ga')).toBe(
      'Your card has insufficient funds.',
    );
  });
});

describe('requestLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ga', 'ga'],
    ['ga-IE,en;q=0.8', 'ga'],
    ['GA-ie', 'ga'],
    ['en;q=0.5, ga', 'ga'],
    ['fr, ga;q=0.2', 'ga'],
    ['en-IE,en;q=0.9', 'en'],
    ['fr', 'en'],
    ['ga;q=0, en', 'en'],
    ['*', 'en'],
  ])('takes Accept-Language %p as %p', (header, language) => {
    expect(requestLanguage(header === undefined ? {} : { 'accept-language': header })).toBe(
      language,
    );
  });
});
