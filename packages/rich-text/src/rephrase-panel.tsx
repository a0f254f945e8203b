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
import {
  LANGUAGE_LABELS,
  REPHRASE_FAILED,
  REPHRASE_TOO_SHORT,
  TONE_LABELS,
} from './rich-text-texts';
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
      <legend className={styles.rephraseTitle}>Rephrase</legend>
      <div className={styles.rephraseControls}>
        <label htmlFor={`${id}-tone`}>Tone</label>
        <select
          id={`${id}-tone`}
          value={tone}
          onChange={(event) => setTone(event.target.value as RephraseTone)}
        >
          {REPHRASE_TONES.map((option) => (
            <option key={option} value={option}>
              {TONE_LABELS[option]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-language`}>Language</label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value as RephraseLanguage)}
        >
          {REPHRASE_LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {LANGUAGE_LABELS[option]}
            </option>
          ))}
        </select>
        <Button variant="outline" loading={loading} onClick={() => void ask()}>
          Rephrase
        </Button>
      </div>
      <div aria-live="polite">
        {suggestion !== null && (
          <div className={styles.suggestion} role="region" aria-labelledby={`${id}-suggestion`}>
            <p id={`${id}-suggestion`} className={styles.suggestionTitle}>
              Suggestion
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
                Accept
              </Button>
              <Button variant="outline" onClick={() => setSuggestion(null)}>
                Discard
              </Button>
            </div>
          </div>
        )}
      </div>
    </fieldset>
  );
}
