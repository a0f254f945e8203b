import type { FormQuestion } from '@touchline/contracts';
import styles from './forms.module.css';

const PREVIEW_OPTIONS = 12;

/**
 * How the membership form asks the question, shown inert: the control a member fills in, with
 * its choices. Nothing here can be focused or changed.
 */
export function AnswerPreview({ question }: { question: FormQuestion }) {
  const { input, question_id: id } = question;
  const options = input.metadata.options ?? [];
  const choices = [
    ...options.map((option) => option.label),
    ...(input.metadata.has_other_option ? ['Other'] : []),
  ];
  const shown = choices.slice(0, PREVIEW_OPTIONS);
  const more = choices.length - shown.length;
  let control;
  if (input.type === 'Boolean') {
    control = (
      <label className={styles.previewChoice}>
        <input type="checkbox" disabled />
        {input.label}
      </label>
    );
  } else if (input.type === 'SingleChoice' || input.type === 'MultipleChoice') {
    if (input.display_as.type === 'dropdown' || shown.length === 0) {
      const hint =
        input.metadata.country_question_id !== undefined
          ? 'The counties of the country chosen'
          : input.metadata.url
            ? 'Options from the club’s list'
            : 'Choose…';
      control = (
        <select disabled aria-label={`${input.label} (preview)`} className={styles.previewControl}>
          <option>{hint}</option>
          {shown.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      );
    } else {
      const type = input.type === 'SingleChoice' ? 'radio' : 'checkbox';
      control = (
        <ul className={styles.previewChoices}>
          {shown.map((choice) => (
            <li key={choice}>
              <label className={styles.previewChoice}>
                <input type={type} name={`preview-${id}`} disabled />
                {choice}
              </label>
            </li>
          ))}
        </ul>
      );
    }
  } else {
    const placeholder =
      input.type === 'Date' ? 'DD/MM/YYYY' : input.type === 'Telephone' ? 'Digits only' : 'Text';
    control = (
      <input
        type="text"
        disabled
        aria-label={`${input.label} (preview)`}
        placeholder={placeholder}
        className={styles.previewControl}
      />
    );
  }
  return (
    <div className={styles.preview} role="group" aria-label={`Answer preview: ${input.label}`}>
      <span className={styles.previewTitle} aria-hidden="true">
        Answer preview
      </span>
      {control}
      {more > 0 && <span className={styles.previewMore}>and {more} more</span>}
    </div>
  );
}
