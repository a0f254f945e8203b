import { DATE_FORMATS, formatDate } from './dates';
import { formatDayShortYear, formatPublished } from './published-date';

describe('formatPublished', () => {
  it.each([
    '2026-01-05',
    '2026-01-05T00:00:00.000Z',
    '2025-12-31T23:15:00.000Z',
    '2026-11-09T08:30:00+01:00',
    new Date(2024, 1, 29, 12).getTime(),
    new Date(2027, 6, 1),
  ])('writes %p as the published format does', (value) => {
    expect(formatPublished(value)).toBe(formatDate(value, DATE_FORMATS.published));
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
    '2026-01-05',
    '2026-01-05T00:00:00.000Z',
    '2025-12-31T23:15:00.000Z',
    '2026-11-09T08:30:00+01:00',
    new Date(2024, 1, 29, 12).getTime(),
    new Date(2007, 6, 1),
  ])('writes %p as the dayShortYear format does', (value) => {
    expect(formatDayShortYear(value)).toBe(formatDate(value, DATE_FORMATS.dayShortYear));
  });

  it('writes a calendar day as that day: 05/01/26', () => {
    expect(formatDayShortYear('2026-01-05T00:00:00.000Z')).toBe('05/01/26');
  });

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatDayShortYear(undefined)).toBe('');
    expect(formatDayShortYear('not a date')).toBe('');
  });
});
