import { formatDayShortYear, formatPublished } from './published-date';

describe('formatPublished', () => {
  it.each([
    ['2026-01-05', '5 January 2026'],
    ['2026-01-05T00:00:00.000Z', '5 January 2026'],
    ['2025-12-31T23:15:00.000Z', '31 December 2025'],
    ['2026-11-09T08:30:00+01:00', '9 November 2026'],
    [Date.UTC(2024, 1, 29, 12), '29 February 2024'],
    [new Date(Date.UTC(2027, 6, 1, 12)), '1 July 2027'],
  ])('writes %p as %p', (value, text) => {
    expect(formatPublished(value)).toBe(text);
  });

  it('writes an instant as the day it is in Ireland, wherever it is written', () => {
    // 23:30 UTC in summer is half past midnight in Ireland.
    expect(formatPublished('2026-07-01T23:30:00Z')).toBe('2 July 2026');
    expect(formatPublished('2026-01-01T23:30:00Z')).toBe('1 January 2026');
  });

  it('writes a calendar day as that day: 5 January 2026', () => {
    expect(formatPublished('2026-01-05T00:00:00.000Z')).toBe('5 January 2026');
  });

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatPublished(null)).toBe('');
    expect(formatPublished('')).toBe('');
    expect(formatPublished('not a date')).toBe('');
  });
});

describe('formatDayShortYear', () => {
  it.each([
    ['2026-01-05', '05/01/26'],
    ['2026-01-05T00:00:00.000Z', '05/01/26'],
    ['2025-12-31T23:15:00.000Z', '31/12/25'],
    ['2026-11-09T08:30:00+01:00', '09/11/26'],
    [Date.UTC(2024, 1, 29, 12), '29/02/24'],
    [new Date(Date.UTC(2007, 6, 1, 12)), '01/07/07'],
  ])('writes %p as %p', (value, text) => {
    expect(formatDayShortYear(value)).toBe(text);
  });

  it('writes an instant as the day it is in Ireland: 02/07/26', () => {
    expect(formatDayShortYear('2026-07-01T23:30:00Z')).toBe('02/07/26');
  });

  it('writes a calendar day as that day: 05/01/26', () => {
    expect(formatDayShortYear('2026-01-05T00:00:00.000Z')).toBe('05/01/26');
  });

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatDayShortYear(undefined)).toBe('');
    expect(formatDayShortYear('not a date')).toBe('');
  });

  it("writes the month's name in Irish on a page in Irish: 29 Samhain 2026", () => {
    expect(formatPublished('2026-11-29T10:00:00Z', 'ga')).toBe('29 Samhain 2026');
    expect(formatPublished('2026-09-05', 'ga')).toBe('5 Meán Fómhair 2026');
    expect(formatPublished('2026-11-29T10:00:00Z', 'en')).toBe('29 November 2026');
  });
});
