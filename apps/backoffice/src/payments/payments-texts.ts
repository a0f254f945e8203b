export const PAYMENTS_PATH = '/payments';
export const PAYMENTS_TITLE = 'Payments';
export const PAYMENTS_INTRO =
  'Money taken, due and failed, by calendar month in Irish time. Amounts are what members were charged.';
export const MONTHS_TITLE = 'By month';
export const MONTHS_CAPTION = 'Payments by month';
export const MONTHS_FROM = 'From month';
export const MONTHS_TO = 'To month';
export const MONTHS_SHOW = 'Show months';
export const MONTHS_ORDER = 'The first month must not be after the last.';
export const MONTHS_TOO_MANY = 'Choose at most 36 months.';
export const NO_PAYMENTS = 'No payments in these months.';
export const SCROLL_HINT = 'Scroll the table sideways to see every column.';
export const THIS_MONTH = 'this month';
export const COLUMN_TITLES = {
  month: 'Month',
  collected: 'Collected',
  due: 'Due',
  failed: 'Failed',
  refunded: 'Refunded',
} as const;
export const TOTAL = 'Total';
export const ARREARS_TITLE = 'Members in arrears';
export const ARREARS_CAPTION = 'Members in arrears';
export const NO_ARREARS = 'No members are in arrears.';
export const arrearsCount = (orders: number, owing: string) =>
  orders === 1 ? `1 order, ${owing} owing` : `${orders} orders, ${owing} owing`;
export const EXPORT_TITLE = 'Export payments';
export const EXPORT_INTRO =
  'Every payment and attempt of the days chosen, as a CSV file for a spreadsheet.';
export const EXPORT_FROM = 'From';
export const EXPORT_TO = 'To';
export const EXPORT_BUTTON = 'Download CSV';
export const EXPORT_FAILED = 'The payments could not be exported. Please try again.';
export const EXPORT_DATES_REQUIRED = 'Please choose both days.';
export const EXPORT_DATES_ORDER = 'The first day must not be after the last.';
export const LOAD_FAILED = 'The payments could not be loaded.';
export const TRY_AGAIN = 'Try again';
export const RETRIES_LEFT = 'Retries to come';
export const IN_ARREARS = 'In arrears';
export const failedAttempts = (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`);
