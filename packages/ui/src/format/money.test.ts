import fc from 'fast-check';
import { currencyPrefix, formatMoney } from './money';

describe('formatMoney', () => {
  it('writes cents as euro in the en-IE locale by default', () => {
    expect(formatMoney(1250)).toBe('€12.50');
    expect(formatMoney(0)).toBe('€0.00');
    expect(formatMoney(123456789)).toBe('€1,234,567.89');
    expect(formatMoney(-500)).toBe('-€5.00');
  });

  it('writes pounds with their symbol and no code', () => {
    expect(formatMoney(999, 'GBP')).toBe('£9.99');
  });

  it('puts the code before AUD, CAD, NZD and USD amounts', () => {
    expect(formatMoney(1250, 'USD')).toBe('USD $12.50');
    expect(formatMoney(1250, 'AUD')).toBe('AUD $12.50');
    expect(formatMoney(1250, 'nzd')).toBe('NZD $12.50');
    expect(formatMoney(1250, 'CAD')).toBe('CAD $12.50');
    expect(currencyPrefix('usd')).toBe('USD ');
    expect(currencyPrefix('EUR')).toBe('');
  });

  it('shows every cent of any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const shown = formatMoney(cents).replace(/[€,]/g, '');
        return Math.round(Number(shown) * 100) === cents;
      }),
    );
  });
});
