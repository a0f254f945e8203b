/**
 * CSV as spreadsheets read it (RFC 4180): cells with a comma, a quote or a line break are quoted,
 * quotes doubled, lines end with CRLF. A text cell a spreadsheet would take for a formula (one
 * starting with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe, so
 * a member's name can never run as a formula on the treasurer's machine.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as one CSV document, with a byte-order mark so spreadsheets read it as UTF-8. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Cents as a plain amount with two decimals (`1500` -> `15.00`). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
