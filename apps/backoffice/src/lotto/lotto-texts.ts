import type { LottoDrawLine } from '@touchline/contracts';
import { formatCount } from '../dashboard/dashboard-texts';

export const LOTTO_PATH = '/lotto';
export const drawPath = (drawId: number) => `${LOTTO_PATH}/draws/${drawId}`;
export const LOTTO_TITLE = 'Lotto';
export const LOTTO_INTRO =
  'The club’s lotto and draws: the draws to come and the latest ones, with the paid lines playing in each. Open a draw to see who plays which numbers.';
export const LOADING = 'Loading the draws…';
export const LOAD_FAILED = 'The draws could not be loaded. Please try again later.';
export const UPCOMING_CAPTION = 'Upcoming draws';
export const RECENT_CAPTION = 'Recent draws';
export const NO_UPCOMING = 'No draws to come.';
export const NO_RECENT = 'No draws yet.';
export const DRAW_HEADER = 'Draw';
export const STATUS_HEADER = 'Status';
export const LINES_HEADER = 'Lines playing';

export const ALL_DRAWS = 'All draws';
export const drawTitle = (product: string) => `${product} draw`;
export const LINES_CAPTION = 'Lines playing in this draw';
export const NO_LINES = 'No paid lines play in this draw.';
export const DRAW_NOT_FOUND = 'This draw was not found. It may belong to another club.';
export const PLAYER_HEADER = 'Player';
export const NUMBERS_HEADER = 'Numbers';
export const RENEWS_HEADER = 'Renews';
export const ORDER_HEADER = 'Order';
export const YES = 'Yes';
export const NO = 'No';
export const LUCKY_DIP = 'Lucky dip';
export const EXPORT_TITLE = 'Export the lines';
export const EXPORT_INTRO =
  'Every line playing in this draw, with names, emails and numbers, as a CSV file for a spreadsheet. Keep it to those running the draw.';
export const EXPORT_BUTTON = 'Export CSV';
export const EXPORT_FAILED = 'The lines could not be exported. Please try again.';

export const linesCount = (count: number) =>
  count === 1 ? '1 line playing' : `${formatCount(count)} lines playing`;
export const ticketsCount = (count: number) =>
  count === 1 ? '1 ticket' : `${formatCount(count)} tickets`;
export const orderNumber = (seq: number) => `#${seq}`;

/** A line's numbers as read aloud and shown: `3, 11, 19, 27`, one entry per line picked. */
export function numbersOf(line: LottoDrawLine): string[] {
  if (line.numbers_kind === 'lucky_dip') return [LUCKY_DIP];
  if (line.numbers_kind === 'none') return [ticketsCount(line.tickets)];
  return line.numbers.map((numbers) => numbers.join(', '));
}
