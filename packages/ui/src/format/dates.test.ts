import fc from 'fast-check';
import { DATE_FORMATS, formatDate, HOURLY_TIME_SLOTS, toApiDate, toDate } from './dates';

describe('date formatting', () => {
  const kickOff = new Date(2026, 0, 5, 14, 30, 9);

  it('writes the formats of the specification', () => {
    expect(formatDate(kickOff)).toBe('05/01/2026');
    expect(formatDate(kickOff, DATE_FORMATS.day)).toBe('05/01/2026');
    expect(formatDate(kickOff, DATE_FORMATS.dayShortYear)).toBe('05/01/26');
    expect(formatDate(kickOff, DATE_FORMATS.confirmation)).toBe('05 January 2026 14:30:09');
    expect(formatDate(kickOff, DATE_FORMATS.published)).toBe('5 January 2026');
    expect(formatDate(kickOff, DATE_FORMATS.time)).toBe('14:30');
  });

  it('reads an API day as that day in any time zone', () => {
    expect(formatDate('2026-03-29T00:00:00.000Z')).toBe('29/03/2026');
    expect(formatDate('2026-03-29')).toBe('29/03/2026');
  });

  it('gives an empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(toDate(new Date(Number.NaN))).toBeUndefined();
  });

  it('sends a picked day as YYYY-MM-DDT00:00:00.000Z', () => {
    expect(toApiDate(kickOff)).toBe('2026-01-05T00:00:00.000Z');
  });

  it('reads back the day it sends, for any day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }),
        (date) => formatDate(toApiDate(date)) === formatDate(date),
      ),
    );
  });

  it('lists the hourly slots 00:00 to 23:00', () => {
    expect(HOURLY_TIME_SLOTS).toHaveLength(24);
    expect(HOURLY_TIME_SLOTS[0]).toBe('00:00');
    expect(HOURLY_TIME_SLOTS[9]).toBe('09:00');
    expect(HOURLY_TIME_SLOTS[23]).toBe('23:00');
  });

  it("writes the months' and days' names in Irish on a page in Irish, in the spec's patterns", () => {
    const draw = new Date(2026, 10, 29, 20, 0);
    expect(formatDate(draw, 'EEEE d MMMM yyyy, HH:mm', 'ga')).toBe(
      'Dé Domhnaigh 29 Samhain 2026, 20:00',
    );
    expect(formatDate(draw, 'EEEE d MMMM yyyy, HH:mm')).toBe('Sunday 29 November 2026, 20:00');
    expect(formatDate(new Date(2026, 0, 5, 14, 30), DATE_FORMATS.confirmation, 'ga')).toBe(
      '05 Eanáir 2026 14:30:00',
    );
    // Days in figures read the same in both languages.
    expect(formatDate('2026-01-05', DATE_FORMATS.day, 'ga')).toBe('05/01/2026');
  });
});
