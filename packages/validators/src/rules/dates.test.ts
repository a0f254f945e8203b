import fc from 'fast-check';
import {
  cardExpiry,
  dateInRange,
  dateRangeError,
  startBeforeOrEqualEnd,
  toDayKey,
  validDate,
} from './dates';

describe('toDayKey', () => {
  it('reads a Date, ISO text, the API format and DD/MM/YYYY to the same day', () => {
    const key = 20260105;
    expect(toDayKey(new Date(2026, 0, 5, 23, 59))).toBe(key);
    expect(toDayKey('2026-01-05')).toBe(key);
    expect(toDayKey('2026-01-05T00:00:00.000Z')).toBe(key);
    expect(toDayKey('05/01/2026')).toBe(key);
  });

  it('refuses days that do not exist', () => {
    expect(toDayKey('31/02/2026')).toBeUndefined();
    expect(toDayKey('29/02/2025')).toBeUndefined();
    expect(toDayKey('29/02/2024')).toBe(20240229);
    expect(toDayKey('2026-13-01')).toBeUndefined();
    expect(toDayKey('tomorrow')).toBeUndefined();
    expect(validDate()('31/04/2026')).toBe('Invalid value');
    expect(validDate()('')).toBeUndefined();
  });

  it('orders days as the calendar does', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (a, b) => {
          const dayA = new Date(a.getFullYear(), a.getMonth(), a.getDate()).getTime();
          const dayB = new Date(b.getFullYear(), b.getMonth(), b.getDate()).getTime();
          return Math.sign(toDayKey(a)! - toDayKey(b)!) === Math.sign(dayA - dayB);
        },
      ),
    );
  });
});

describe('date in range', () => {
  const range = { greaterThan: '2000-01-01', lessThan: '2010-01-01' };

  it('names the side of the range', () => {
    expect(dateRangeError('2000-01-01', range)).toBe('belowRange');
    expect(dateRangeError('1999-05-05', range)).toBe('belowRange');
    expect(dateRangeError('2010-01-01', range)).toBe('aboveRange');
    expect(dateRangeError('2005-06-15', range)).toBeUndefined();
  });

  it('fills {{ABOVEORBELOW}} and $label into the definition message', () => {
    const validate = dateInRange({
      ...range,
      label: 'Date of birth',
      message: '$label is {{ABOVEORBELOW}} the allowed range',
    });
    expect(validate('15/06/1990')).toBe('Date of birth is below the allowed range');
    expect(validate('15/06/2012')).toBe('Date of birth is above the allowed range');
    expect(validate('15/06/2005')).toBeUndefined();
    expect(validate('')).toBeUndefined();
  });
});

describe('startBeforeOrEqualEnd', () => {
  const validate = startBeforeOrEqualEnd('start', 'End before start');

  it('compares dates by day, numbers by value and times as written', () => {
    expect(validate('2026-01-05', { start: '05/01/2026' })).toBeUndefined();
    expect(validate('2026-01-04', { start: '2026-01-05' })).toBe('End before start');
    expect(validate('10', { start: '9' })).toBeUndefined();
    expect(validate('09:00', { start: '10:00' })).toBe('End before start');
  });

  it('waits until both ends are given', () => {
    expect(validate('2026-01-04', {})).toBeUndefined();
    expect(validate('', { start: '2026-01-05' })).toBeUndefined();
  });
});

describe('cardExpiry', () => {
  const now = () => new Date(2026, 10, 15); // 15 November 2026
  const validate = cardExpiry('Invalid value', now);

  it('accepts this month up to 50 months ahead', () => {
    expect(validate('112026')).toBeUndefined();
    expect(validate('01/2031')).toBeUndefined(); // 50 months ahead
  });

  it('refuses the past, more than 50 months ahead, month 13 and short years', () => {
    for (const bad of ['102026', '022031', '132027', '1226', '1a2027']) {
      expect(validate(bad)).toBe('Invalid value');
    }
  });

  it('agrees with the month count for any month and year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2040 }), (m, y) => {
        const ahead = (y - 2026) * 12 + (m - 11);
        const text = `${String(m).padStart(2, '0')}${y}`;
        return (validate(text) === undefined) === (ahead >= 0 && ahead <= 50);
      }),
    );
  });
});
