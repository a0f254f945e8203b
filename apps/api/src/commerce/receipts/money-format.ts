/** Currencies shown with their code in front; the others by symbol only. */
const PREFIXED = new Set(['AUD', 'CAD', 'NZD', 'USD']);
const SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  GBP: '£',
  AUD: '$',
  CAD: '$',
  NZD: '$',
  USD: '$',
};

/** Cents as the site shows them: `€12.50`, `£3.00`, `USD $10.00`; negatives as `-€1.00`. */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100).toLocaleString('en-GB');
  const amount = `${whole}.${String(absolute % 100).padStart(2, '0')}`;
  const symbol = SYMBOLS[code];
  if (!symbol) return `${sign}${code} ${amount}`;
  return `${sign}${PREFIXED.has(code) ? `${code} ` : ''}${symbol}${amount}`;
}
