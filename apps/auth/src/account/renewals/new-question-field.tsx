import type { RenewalQuestion } from '@touchline/contracts';
import { useAuthT } from '../../messages/auth-messages';
import styles from './renewals.module.css';

export type NewAnswer = string | boolean;

/**
 * A question new in next season's form, asked on the Renewals page: a tick, a choice, a date or
 * text. Its answer goes with the Renew.
 */
export function NewQuestionField({
  question,
  orderItemId,
  value,
  onChange,
}: {
  question: RenewalQuestion;
  orderItemId: number;
  value: NewAnswer | undefined;
  onChange: (value: NewAnswer) => void;
}) {
  const t = useAuthT();
  const id = `renewal-${orderItemId}-question-${question.question_id}`;
  // The club's own question, marked when an answer is needed.
  const label = question.required
    ? t('renewals.questionRequired', { label: question.label })
    : question.label;
  if (question.type === 'Boolean') {
    return (
      <div className={styles.field}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  }
  if (question.options.length > 0) {
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('renewals.choose')}</option>
          {question.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={question.type === 'Date' ? 'date' : question.type === 'Telephone' ? 'tel' : 'text'}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
