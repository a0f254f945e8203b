// Plain text helpers of lotto and draw tickets, without schemas, so a browser bundle that
// writes a pick does not carry the schema library.

/**
 * One picked line as the cart and the receipts write it: numbers, or letters (1-26 as A-Z) for
 * letter draws. A line comes from stored metadata, so anything else is written as it is.
 */
export function pickText(line: readonly unknown[], letters: boolean): string {
  return line
    .map((n) =>
      letters && typeof n === 'number' && n >= 1 && n <= 26
        ? String.fromCharCode(64 + n)
        : String(n),
    )
    .join(', ');
}
