import type { FormQuestion } from '@touchline/contracts';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './forms.module.css';

const PREVIEW_OPTIONS = 12;

/**
 * How the membership form asks the question, shown inert: the control a member fills in, with
 * its choices. Nothing here can be focused or changed.
 */
export function AnswerPreview({ question }: { question: FormQuestion }) {
  const t = useBackofficeT();
  const { input, question_id: id } = question;
  const options = input.metadata.options ?? [];
  const choices = [
    ...options.map((option) => option.label),
    ...(input.metadata.has_other_option ? [t('forms.preview.other')] : []),
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
          ? t('forms.preview.counties')
          : input.metadata.url
            ? t('forms.preview.clubList')
            : t('forms.preview.choose');
      control = (
        <select
          disabled
          aria-label={t('forms.preview.control', { label: input.label })}
          className={styles.previewControl}
        >
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
      input.type === 'Date'
        ? t('forms.preview.date')
        : input.type === 'Telephone'
          ? t('forms.preview.digits')
          : t('forms.preview.text');
    control = (
      <input
        type="text"
        disabled
        aria-label={t('forms.preview.control', { label: input.label })}
        placeholder={placeholder}
        className={styles.previewControl}
      />
    );
  }
  return (
    <div
      className={styles.preview}
      role="group"
      aria-label={t('forms.preview.group', { label: input.label })}
    >
      <span className={styles.previewTitle} aria-hidden="true">
        {t('forms.preview.title')}
      </span>
      {control}
      {more > 0 && <span className={styles.previewMore}>{t('forms.preview.more', { more })}</span>}
    </div>
  );
}
