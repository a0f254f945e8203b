import { isoWeekOf, mondayOf, seasonWeeks } from './dashboard-service';

describe('the dashboard weeks', () => {
  it('names ISO weeks by their Thursday’s year', () => {
    expect(isoWeekOf(mondayOf(new Date('2026-11-30T10:00:00Z')))).toBe('2026-W49');
    expect(isoWeekOf(mondayOf(new Date('2027-01-01T10:00:00Z')))).toBe('2026-W53');
    expect(isoWeekOf(mondayOf(new Date('2025-12-31T10:00:00Z')))).toBe('2026-W01');
    expect(mondayOf(new Date('2026-09-06T23:00:00Z')).toISOString()).toBe(
      '2026-08-31T00:00:00.000Z',
    );
  });

  it('run from the week the season opens to this week, those without registrations at 0', () => {
    const weeks = seasonWeeks(2027, new Date('2026-09-16T12:00:00Z'), [
      { starts_on: '2026-09-07', registrations: 4 },
    ]);
    expect(weeks).toEqual([
      { week: '2026-W36', starts_on: '2026-08-31', registrations: 0 },
      { week: '2026-W37', starts_on: '2026-09-07', registrations: 4 },
      { week: '2026-W38', starts_on: '2026-09-14', registrations: 0 },
    ]);
  });

  it('start earlier for a registration paid before the season opened', () => {
    const weeks = seasonWeeks(2027, new Date('2026-09-02T12:00:00Z'), [
      { starts_on: '2026-08-17', registrations: 2 },
    ]);
    expect(weeks.map((week) => [week.starts_on, week.registrations])).toEqual([
      ['2026-08-17', 2],
      ['2026-08-24', 0],
      ['2026-08-31', 0],
    ]);
  });
});
