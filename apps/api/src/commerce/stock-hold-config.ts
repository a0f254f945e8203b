import { parseInteger } from '../integer-setting';

/** How long unpaid orders hold their stock, and how much of a product one buyer may hold. */
export interface StockHoldConfig {
  /** Minutes an unpaid order holds its stock (`STOCK_HOLD_MINUTES`, default 15). */
  readonly holdMinutes: number;
  /**
   * The share of a product's unsold stock one buyer or client address may hold unpaid
   * (`STOCK_HOLD_MAX_SHARE_PERCENT`, default 25) ...
   */
  readonly maxSharePercent: number;
  /** ... but never fewer units than this (`STOCK_HOLD_MIN_UNITS`, default 10). */
  readonly minUnits: number;
  /** Seconds between sweeps of expired holds (`STOCK_HOLD_SWEEP_SECONDS`, default 60; 0: off). */
  readonly sweepSeconds: number;
}

type Read = (name: string) => string | undefined;

export function readStockHoldConfig(read: Read, problems: string[]): StockHoldConfig {
  return {
    holdMinutes: parseInteger(
      read('STOCK_HOLD_MINUTES'),
      15,
      'STOCK_HOLD_MINUTES',
      1,
      1440,
      problems,
    ),
    maxSharePercent: parseInteger(
      read('STOCK_HOLD_MAX_SHARE_PERCENT'),
      25,
      'STOCK_HOLD_MAX_SHARE_PERCENT',
      1,
      100,
      problems,
    ),
    minUnits: parseInteger(
      read('STOCK_HOLD_MIN_UNITS'),
      10,
      'STOCK_HOLD_MIN_UNITS',
      1,
      100_000,
      problems,
    ),
    sweepSeconds: parseInteger(
      read('STOCK_HOLD_SWEEP_SECONDS'),
      60,
      'STOCK_HOLD_SWEEP_SECONDS',
      0,
      3600,
      problems,
    ),
  };
}
