import fc from 'fast-check';
import {
  NO_SPACES_ALLOWED,
  PASSWORD_AT_LEAST_ONE_LOWER_CASE,
  PASSWORD_AT_LEAST_ONE_NUMBER,
  PASSWORD_AT_LEAST_ONE_UPPER_CASE,
  PASSWORD_NOT_ALLOWED,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../core/messages';
import {
  alphanumeric,
  containsDigit,
  containsLowerCase,
  containsUpperCase,
  forbiddenCharacters,
  forbiddenWords,
  noEdgeOrConsecutiveDots,
  noEdgeSpaces,
  noWhitespace,
  pattern,
  uniqueName,
} from './text';

describe('text rules', () => {
  it('noEdgeSpaces says "No spaces allowed" for a leading or trailing space only', () => {
    expect(noEdgeSpaces()(' Mary')).toBe(NO_SPACES_ALLOWED);
    expect(noEdgeSpaces()('Mary ')).toBe(NO_SPACES_ALLOWED);
    expect(noEdgeSpaces()('Mary Kate')).toBeUndefined();
  });

  it('noWhitespace refuses any whitespace', () => {
    expect(noWhitespace()('Mary Kate')).toBe(NO_SPACES_ALLOWED);
    expect(noWhitespace()('a\tb')).toBe(NO_SPACES_ALLOWED);
    expect(noWhitespace()('MaryKate')).toBeUndefined();
  });

  it('noWhitespace passes exactly the texts without whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (text) => (noWhitespace()(text) === undefined) === !/\s/.test(text)),
    );
  });

  it('noEdgeOrConsecutiveDots refuses dots at the edges or in a row', () => {
    for (const text of ['.a', 'a.', 'a..b'])
      expect(noEdgeOrConsecutiveDots()(text)).toBe('Invalid value');
    expect(noEdgeOrConsecutiveDots()('a.b.c')).toBeUndefined();
  });

  it('forbiddenCharacters refuses ( ) / \\ [ ] * ; with the special characters note', () => {
    for (const c of ['(', ')', '/', '\\', '[', ']', '*', ';']) {
      expect(forbiddenCharacters()(`Abc${c}123`)).toBe(PASSWORD_SPECIAL_CHARACTERS);
    }
    expect(forbiddenCharacters()('Abc!123')).toBeUndefined();
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe(
      'Note special characters ( / [ ] * ; are not accepted.',
    );
  });

  it('forbiddenWords refuses select and configure in any case', () => {
    expect(forbiddenWords()('mySELECT1A')).toBe(PASSWORD_NOT_ALLOWED);
    expect(forbiddenWords()('Configure99')).toBe(PASSWORD_NOT_ALLOWED);
    expect(forbiddenWords()('Selekt99')).toBeUndefined();
  });

  it('the contains rules want a digit, a lower-case and an upper-case letter', () => {
    expect(containsDigit()('Abcdefgh')).toBe(PASSWORD_AT_LEAST_ONE_NUMBER);
    expect(containsLowerCase()('ABCDEFG1')).toBe(PASSWORD_AT_LEAST_ONE_LOWER_CASE);
    expect(containsUpperCase()('abcdefg1')).toBe(PASSWORD_AT_LEAST_ONE_UPPER_CASE);
    expect(PASSWORD_AT_LEAST_ONE_UPPER_CASE).toBe('At least one upper case');
    const all = [containsDigit(), containsLowerCase(), containsUpperCase()];
    expect(all.map((v) => v('Abcdefg1'))).toEqual([undefined, undefined, undefined]);
  });

  it('alphanumeric passes letters and digits only', () => {
    expect(alphanumeric()('Abc123')).toBeUndefined();
    expect(alphanumeric()('Abc 123')).toBe('Invalid value');
    expect(alphanumeric()('Abc-123')).toBe('Invalid value');
  });

  it('pattern leaves empty values to required', () => {
    expect(pattern(/^x$/)('')).toBeUndefined();
    expect(pattern(/^x$/, 'Invalid link')('y')).toBe('Invalid link');
  });

  it('uniqueName compares trimmed names, case-insensitively on request', () => {
    expect(uniqueName(['Seniors'])('Seniors ')).toBe('Invalid value');
    expect(uniqueName(['Seniors'])('seniors')).toBeUndefined();
    expect(uniqueName(['Seniors'], { caseInsensitive: true, message: 'Taken' })('seniors')).toBe(
      'Taken',
    );
    expect(uniqueName(['Seniors'])('Juniors')).toBeUndefined();
  });
});
