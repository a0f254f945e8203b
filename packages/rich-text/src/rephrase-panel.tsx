import {
  countNonSpaceCharacters,
  REPHRASE_LANGUAGES,
  REPHRASE_MIN_CHARACTERS,
  REPHRASE_TONES,
  type RephraseLanguage,
  type RephraseTone,
} from '@touchline/contracts';
import { Button } from '@touchline/ui';
import { useId, useRef, useState } from 'react';
import { normalizeHtml } from './rich-text-html';
import { useRichTextT } from './messages/rich-text-messages';
import { REPHRASE_FAILED, REPHRASE_TOO_SHORT } from './rich-text-texts';
import styles from './rich-text.module.css';

export interface RephraseRequest {
  text: string;
  tone: RephraseTone;
  language: RephraseLanguage;
}

/**
 * Rephrasing in a tone and a language: the suggestion is shown to accept (it replaces the
 * content) or discard.
 */
export function RephrasePanel({
  text,
  rephrase,
  onError,
  onAccept,
}: {
  text: () => string;
  rephrase: (request: RephraseRequest) => Promise<string>;
  onError: (message: string) => void;
  onAccept: (html: string) => void;
}) {
  const id = useId();
  const t = useRichTextT();
  const [tone, setTone] = useState<RephraseTone>('neutral');
  const [language, setLanguage] = useState<RephraseLanguage>('english');
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  const ask = async () => {
    setSuggestion(null);
    const current = text();
    if (countNonSpaceCharacters(current) < REPHRASE_MIN_CHARACTERS) {
      onError(REPHRASE_TOO_SHORT);
      return;
    }
    const mine = ++request.current;
    setLoading(true);
    try {
      const answer = await rephrase({ text: current, tone, language });
      if (mine === request.current) setSuggestion(normalizeHtml(answer));
    } catch {
      if (mine === request.current) onError(REPHRASE_FAILED);
    } finally {
      if (mine === request.current) setLoading(false);
    }
  };

  return (
    <fieldset className={styles.rephrase}>
      <legend className={styles.rephraseTitle}>{t('rephrase.title')}</legend>
      <div className={styles.rephraseControls}>
        <label htmlFor={`${id}-tone`}>{t('rephrase.tone')}</label>
        <select
          id={`${id}-tone`}
          value={tone}
          onChange={(event) => setTone(event.target.value as RephraseTone)}
        >
          {REPHRASE_TONES.map((option) => (
            <option key={option} value={option}>
              {t(`tone.${option}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-language`}>{t('rephrase.language')}</label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value as RephraseLanguage)}
        >
          {REPHRASE_LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {t(`language.${option}`)}
            </option>
          ))}
        </select>
        <Button variant="outline" loading={loading} onClick={() => void ask()}>
          {t('rephrase.ask')}
        </Button>
      </div>
      <div aria-live="polite">
        {suggestion !== null && (
          <div className={styles.suggestion} role="region" aria-labelledby={`${id}-suggestion`}>
            <p id={`${id}-suggestion`} className={styles.suggestionTitle}>
              {t('rephrase.suggestion')}
            </p>
            {/* Cut down to the editor's own elements, every text escaped. */}
            <div
              className={styles.suggestionText}
              dangerouslySetInnerHTML={{ __html: suggestion }}
            />
            <div className={styles.suggestionActions}>
              <Button
                onClick={() => {
                  onAccept(suggestion);
                  setSuggestion(null);
                }}
              >
                {t('rephrase.accept')}
              </Button>
              <Button variant="outline" onClick={() => setSuggestion(null)}>
                {t('rephrase.discard')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </fieldset>
  );
}
