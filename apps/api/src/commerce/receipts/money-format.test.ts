import { formatMoney } from './money-format';
import { formatOrderDate, isKnownTimeZone } from './receipt-dates';

describe('receipt formats', () => {
  it('shows euro and sterling by symbol, dollar currencies with their code first', () => {
    expect(formatMoney(16500, 'EUR')).toBe('€165.00');
    expect(formatMoney(5, 'gbp')).toBe('£0.05');
    expect(formatMoney(123456789, 'EUR')).toBe('€1,234,567.89');
    expect(formatMoney(1000, 'USD')).toBe('USD $10.00');
    expect(formatMoney(-1500, 'AUD')).toBe('-AUD $15.00');
    expect(formatMoney(250, 'CHF')).toBe('CHF 2.50');
  });

  it('writes the order date as dd MMMM yyyy HH:mm:ss in the given time zone', () => {
    const date = new Date('2027-01-15T23:30:05Z');
    expect(formatOrderDate(date, 'UTC')).toBe('15 January 2027 23:30:05');
    expect(formatOrderDate(date, 'Australia/Sydney')).toBe('16 January 2027 10:30:05');
    expect(formatOrderDate(new Date('2027-07-01T08:00:00Z'), 'Europe/Dublin')).toBe(
      '01 July 2027 09:00:00',
    );
  });

  it('knows IANA time zones and refuses made-up ones', () => {
    expect(isKnownTimeZone('Europe/Dublin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone("'; drop table orders;--")).toBe(false);
  });
});
