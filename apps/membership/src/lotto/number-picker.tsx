import type { DrawSummary } from '@touchline/contracts';
import { Button } from '@touchline/ui';
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
  const full = line.length >= draw.numbers_count;
  const noun = draw.number_type === 'Letter' ? 'Letter' : 'Number';
  const summaryId = `line-${index}-summary`;
  return (
    <fieldset className={styles.line} aria-describedby={summaryId}>
      <legend className={styles.legend}>Line {index + 1}</legend>
      <p className={styles.summary}>{pickInstruction(draw)}</p>
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
                aria-label={`${noun} ${valueLabel(value, draw)}`}
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
        {lineSummary(index, line, draw)}
      </p>
      <div className={styles.controls}>
        {onQuickPick && (
          <Button
            variant="outline"
            loading={quickPicking}
            aria-label={`Quick pick line ${index + 1}`}
            onClick={onQuickPick}
          >
            Quick pick
          </Button>
        )}
        <Button
          variant="text"
          disabled={line.length === 0}
          aria-label={`Clear line ${index + 1}`}
          onClick={() => onChange([])}
        >
          Clear
        </Button>
      </div>
    </fieldset>
  );
}
