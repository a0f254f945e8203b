// The form shows dates as DD/MM/YYYY and answers them as YYYY-MM-DD.

const DISPLAYED = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ANSWERED = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What the date input shows for an answer: DD/MM/YYYY, or the text as typed. */
export function displayDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = ANSWERED.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** The answer of a typed date: YYYY-MM-DD once complete, else the text (which the rules refuse). */
export function parseDisplayedDate(text: string): string {
  const match = DISPLAYED.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : text;
}
