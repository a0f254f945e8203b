export type ColumnWidth = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** The width of column class col-n: 120 + 60 × (n − 1) px (list tables). */
export const columnWidthPx = (n: ColumnWidth): number => 120 + 60 * (n - 1);
