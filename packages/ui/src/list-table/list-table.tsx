import { StrokeIcon } from '../icons/stroke-icon';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { visuallyHiddenClass } from '../a11y/visually-hidden';
import { SkeletonLines } from '../loaders/skeletons';
import { useLoaderVisible } from '../loaders/use-loader-visible';
import { useUiTexts } from '../texts/ui-texts';
import type { ColumnWidth } from './column-width';
import { nextClientSort, nextServerSort, sortRows, type ListSort } from './list-sort';
import styles from './list-table.module.css';

export const NO_RESULTS_TEXT = 'No results found';

export interface ListColumn<Row> {
  /** The field: the sort key, and the cell's value unless `cell` is given. */
  key: string;
  header: string;
  /** Width class col-1 to col-12. */
  width?: ColumnWidth;
  sortable?: boolean;
  cell?: (row: Row) => ReactNode;
  /** The value a client-side sort compares (the field's value by default). */
  sortValue?: (row: Row) => unknown;
}

export interface ListTableProps<Row> {
  /** Names the table for assistive technology; shown unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /**
   * `server`: the sort is the caller's (e.g. `useListParams`), cycling none, descending,
   * ascending; `client`: the table sorts its rows, cycling default, ascending, descending.
   */
  sortMode?: 'server' | 'client';
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort | null) => void;
  /** Each row leads to /{path}/{row[property]}. */
  rowLink?: { path: string; property: string };
  loading?: boolean;
  emptyText?: string;
}

const fieldOf = (row: unknown, field: string): unknown =>
  row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[field] : undefined;

const text = (value: unknown): ReactNode =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A sortable list table. Where it has less than 1100 px (its own width, not the window's: a
 * table of eight columns needs that much), its rows stack as cards with each value labelled. With
 * `rowLink`, the first cell holds a link that covers the row.
 */
export function ListTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sortMode = 'server',
  sort: serverSort = null,
  onSortChange,
  rowLink,
  loading = false,
  emptyText,
}: ListTableProps<Row>) {
  const { noResults } = useUiTexts();
  const [clientSort, setClientSort] = useState<ListSort | null>(null);
  const showLoader = useLoaderVisible(loading);
  const sort = sortMode === 'client' ? clientSort : serverSort;

  const toggle = (field: string) => {
    if (sortMode === 'client') setClientSort(nextClientSort(clientSort, field));
    else onSortChange?.(nextServerSort(serverSort, field));
  };

  const shown =
    sortMode === 'client'
      ? sortRows(rows, clientSort, (row, field) => {
          const column = columns.find((c) => c.key === field);
          return column?.sortValue ? column.sortValue(row) : fieldOf(row, field);
        })
      : rows;

  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-busy={showLoader || undefined}>
        <caption className={captionHidden ? visuallyHiddenClass : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.field === column.key ? sort.direction : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={
                    [
                      column.width ? styles[`col-${column.width}`] : '',
                      column.sortable ? '' : styles.plainHeader,
                    ]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  aria-sort={column.sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                >
                  {column.sortable ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => toggle(column.key)}
                    >
                      {column.header}
                      <SortIcon direction={sorted} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {showLoader ? (
            <tr>
              <td colSpan={columns.length} className={styles.message}>
                <SkeletonLines count={3} />
              </td>
            </tr>
          ) : shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.message}>
                {emptyText ?? noResults}
              </td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={rowKey(row)} className={rowLink ? styles.linkedRow : undefined}>
                {columns.map((column, index) => {
                  const content = column.cell ? column.cell(row) : text(fieldOf(row, column.key));
                  return (
                    <td
                      key={column.key}
                      data-label={column.header}
                      className={column.width ? styles[`col-${column.width}`] : undefined}
                    >
                      {rowLink && index === 0 ? (
                        <Link
                          className={styles.rowLink}
                          to={`/${rowLink.path}/${encodeURIComponent(String(fieldOf(row, rowLink.property)))}`}
                        >
                          {content}
                        </Link>
                      ) : (
                        content
                      )}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  const path =
    direction === 'asc'
      ? 'M7 14l5-5 5 5'
      : direction === 'desc'
        ? 'M7 10l5 5 5-5'
        : 'M8 9l4-4 4 4M8 15l4 4 4-4';
  return (
    <StrokeIcon size={16}>
      <path d={path} />
    </StrokeIcon>
  );
}
