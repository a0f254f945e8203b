import type { DrawSummary } from '@touchline/contracts';
import { Button } from '@touchline/ui';
import { useMembershipT } from '../messages/membership-messages';
import styles from './number-picker.module.css';
import { lineSummary, lineValues, pickInstruction, toggleValue, valueLabel } from './lotto-lines';

interface NumberPickerProps {
  index: number;
  draw: DrawSummary;
  line: number[];
  onChange: (line: number[]) => void;
  /** Quick pick for this line; absent when the club does not offer it. */
  onQuickPick?: () => void;
  quickPicking?: boolean;
}

/**
 * One line: every value a labelled toggle button (large, reachable by Tab), a full line refusing
 * more, and a live summary that reads the picked values out to screen readers.
 */
export function NumberPicker({
  index,
  draw,
  line,
  onChange,
  onQuickPick,
  quickPicking = false,
}: NumberPickerProps) {
  const t = useMembershipT();
  const full = line.length >= draw.numbers_count;
  const number = index + 1;
  const valueName = draw.number_type === 'Letter' ? 'picker.letter' : 'picker.number';
  const summaryId = `line-${index}-summary`;
  return (
    <fieldset className={styles.line} aria-describedby={summaryId}>
      <legend className={styles.legend}>{t('picker.line', { number })}</legend>
      <p className={styles.summary}>{pickInstruction(draw, t)}</p>
      <ul className={styles.grid}>
        {lineValues(draw).map((value) => {
          const picked = line.includes(value);
          const refused = full && !picked;
          return (
            <li key={value}>
              <button
                type="button"
                className={styles.value}
                aria-pressed={picked}
                aria-disabled={refused || undefined}
                aria-label={t(valueName, { value: valueLabel(value, draw) })}
                onClick={() => {
                  if (!refused) onChange(toggleValue(line, value, draw.numbers_count));
                }}
              >
                {valueLabel(value, draw)}
              </button>
            </li>
          );
        })}
      </ul>
      <p id={summaryId} className={styles.summary} aria-live="polite">
        {lineSummary(index, line, draw, t)}
      </p>
      <div className={styles.controls}>
        {onQuickPick && (
          <Button
            variant="outline"
            loading={quickPicking}
            aria-label={t('picker.quickPickLine', { number })}
            onClick={onQuickPick}
          >
            {t('picker.quickPick')}
          </Button>
        )}
        <Button
          variant="text"
          disabled={line.length === 0}
          aria-label={t('picker.clearLine', { number })}
          onClick={() => onChange([])}
        >
          {t('picker.clear')}
        </Button>
      </div>
    </fieldset>
  );
}
