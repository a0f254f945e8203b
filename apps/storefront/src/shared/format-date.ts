import { format } from 'date-fns';

/** A published date as the site shows it, e.g. "22 November 2026". */
export function formatPublishedDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'd MMMM yyyy');
}
