/** The currencies a club can sell in. */
export const CURRENCIES = ['GBP', 'EUR', 'AUD', 'NZD', 'USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MONEY_LOCALE = 'en-IE';
export const DEFAULT_CURRENCY: Currency = 'EUR';

/** Currencies whose code is shown before the amount: their "$" alone would be ambiguous. */
export const CODE_PREFIXED_CURRENCIES: readonly Currency[] = ['AUD', 'CAD', 'NZD', 'USD'];

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: string): Intl.NumberFormat {
  let cached = formatters.get(currency);
  if (!cached) {
    cached = new Intl.NumberFormat(MONEY_LOCALE, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(currency, cached);
  }
  return cached;
}

/**
 * An amount held in integer cents, written for people in the en-IE locale: 1250 EUR gives
 * "€12.50", GBP "£12.50"; AUD, CAD, NZD and USD carry their code: "USD $12.50".
 */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  const code = currency.toUpperCase();
  const text = formatter(code).format(Math.round(cents) / 100);
  return (CODE_PREFIXED_CURRENCIES as readonly string[]).includes(code) ? `${code} ${text}` : text;
}

/** The currency code's prefix for display ("USD " for prefixed currencies, "" otherwise). */
export function currencyPrefix(currency: string = DEFAULT_CURRENCY): string {
  const code = currency.toUpperCase();
  return (CODE_PREFIXED_CURRENCIES as readonly string[]).includes(code) ? `${code} ` : '';
}
