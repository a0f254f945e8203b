import { StrokeIcon } from '../icons/stroke-icon';
import { useId } from 'react';
import { useUiTexts } from '../texts/ui-texts';
import styles from './paginator.module.css';
import { PAGINATOR_LABELS, type PaginatorTexts } from './paginator-texts';

/** Page-size choices. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 15, 25];
export const DEFAULT_PAGE_SIZE = 10;

export interface PageChange {
  page: number;
  perPage: number;
}

export interface PaginatorProps {
  /** The page shown, from 1. */
  page: number;
  perPage: number;
  total: number;
  onChange: (change: PageChange) => void;
  pageSizeOptions?: readonly number[];
  /** Names the navigation when a page has more than one paginator. */
  label?: string;
  /** The texts in the page's language (default: the app's `UiTextsProvider`, else English). */
  texts?: PaginatorTexts;
  /**
   * The page-size field's id (default: generated). A page rendered on the server apart from
   * its host's page gives its own, so the browser's render has the same id.
   */
  id?: string;
}

/** "1 – 10 of 42": the rows shown and the total. */
export function rangeLabel(
  page: number,
  perPage: number,
  total: number,
  texts: PaginatorTexts = PAGINATOR_LABELS,
): string {
  if (total === 0) return texts.empty;
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return texts.range(from, to, total);
}

export const pageCount = (perPage: number, total: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, perPage)));

/** Moves through a paged list; a new page size goes back to page 1. */
export function Paginator({
  page,
  perPage,
  total,
  onChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  texts: given,
  label: givenLabel,
  id,
}: PaginatorProps) {
  const ui = useUiTexts();
  const texts = given ?? ui.paginator;
  const label = givenLabel ?? texts.navigation;
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const pages = pageCount(perPage, total);
  const atStart = page <= 1;
  const atEnd = page >= pages;
  const go = (to: number) => onChange({ page: Math.min(Math.max(1, to), pages), perPage });
  const sizes = pageSizeOptions.includes(perPage) ? pageSizeOptions : [...pageSizeOptions, perPage];

  return (
    <nav className={styles.paginator} aria-label={label}>
      <div className={styles.size}>
        <label htmlFor={selectId}>{texts.perPage}</label>
        <select
          id={selectId}
          className={styles.select}
          value={perPage}
          onChange={(event) => onChange({ page: 1, perPage: Number(event.target.value) })}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.range} aria-live="polite">
        {rangeLabel(page, perPage, total, texts)}
      </p>
      <div className={styles.buttons}>
        <PageButton
          label={texts.first}
          disabled={atStart}
          onClick={() => go(1)}
          path="M18 6l-6 6 6 6M7 6v12"
        />
        <PageButton
          label={texts.previous}
          disabled={atStart}
          onClick={() => go(page - 1)}
          path="M15 6l-6 6 6 6"
        />
        <PageButton
          label={texts.next}
          disabled={atEnd}
          onClick={() => go(page + 1)}
          path="M9 6l6 6-6 6"
        />
        <PageButton
          label={texts.last}
          disabled={atEnd}
          onClick={() => go(pages)}
          path="M6 6l6 6-6 6M17 6v12"
        />
      </div>
    </nav>
  );
}

interface PageButtonProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  path: string;
}

function PageButton({ label, disabled, onClick, path }: PageButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <StrokeIcon size={20}>
        <path d={path} />
      </StrokeIcon>
    </button>
  );
}
