import { Button, FormField } from '@touchline/ui';
import type { ReactNode } from 'react';

/**
 * A list page's filters: a search form that filters as the admin types (nothing to submit), and
 * a button clearing them while any is set.
 */
export function ListFilters({
  className,
  clear,
  children,
}: {
  className: string | undefined;
  /** Shown while a filter is set. */
  clear: { label: string; onClear: () => void } | null;
  children: ReactNode;
}) {
  return (
    <form className={className} role="search" onSubmit={(event) => event.preventDefault()}>
      {children}
      {clear && (
        <Button variant="text" onClick={clear.onClear}>
          {clear.label}
        </Button>
      )}
    </form>
  );
}

/** The list's search text, at most 100 characters. */
export function SearchFilter({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="search"
          value={value}
          maxLength={100}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** One choice among the list's values ('' for all of them, the first option). */
export function ChoiceFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
