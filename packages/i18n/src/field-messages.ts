// The validation rules' messages (`@touchline/validators`) in the page's language. The rules
// are shared with the API and answer in English, the spec's texts: a form shows their message
// through this catalogue, found by its English text as gettext finds a message by its source
// text. So are the API's refusals of a field, which come from the same rules. A message the
// catalogue does not know (a club's own question, a server's sentence) shows as it came.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type Language } from '@touchline/contracts/languages';
import english from './messages/en.json';
import { type Catalogue, createTranslator, type MessageValues, type Translate } from './translator';

/** A message's text, or the parts the build parsed it into (literals and placeholders). */
type EnglishEntry = string | MessageFormatElement[];

interface Pattern {
  id: string;
  match: RegExp;
  names: string[];
}

/** A parsed message's literal text (`TYPE.literal` of the parser, which the builds leave out). */
const LITERAL = 0;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English message as a pattern that reads its placeholders' values back out of a text. */
function patternOf(id: string, entry: EnglishEntry): Pattern {
  const names: string[] = [];
  let source = '';
  const parts: Array<{ literal: string } | { name: string }> =
    typeof entry === 'string'
      ? entry
          .split(/(\{\w+\})/)
          .map((part) => (/^\{\w+\}$/.test(part) ? { name: part.slice(1, -1) } : { literal: part }))
      : entry.map((element) =>
          element.type === LITERAL
            ? { literal: element.value }
            : { name: 'value' in element ? String(element.value) : '' },
        );
  for (const part of parts) {
    if ('literal' in part) source += escape(part.literal);
    else {
      names.push(part.name);
      source += '(.+?)';
    }
  }
  return { id, match: new RegExp(`^${source}$`, 's'), names };
}

/**
 * Reads a rule's English message back into its catalogue id and placeholder values, from the
 * English catalogue as text (tests, server) or as the build parsed it (browsers).
 */
export function fieldMessageReader(
  catalogue: Record<string, EnglishEntry>,
): (text: string) => { id: string; values: MessageValues } | undefined {
  // Messages without placeholders first, then the longer patterns: 'Please enter your name' is
  // its own message, not 'Please enter {field}'.
  const patterns = Object.entries(catalogue)
    .map(([id, entry]) => patternOf(id, entry))
    .sort(
      (a, b) => a.names.length - b.names.length || b.match.source.length - a.match.source.length,
    );
  return (text) => {
    for (const { id, match, names } of patterns) {
      const found = match.exec(text);
      if (!found) continue;
      const values: MessageValues = {};
      names.forEach((name, index) => {
        values[name] = found[index + 1] ?? '';
      });
      return { id, values };
    }
    return undefined;
  };
}

/** The catalogue's id and placeholder values of a rule's English message, if it is one. */
export const readFieldMessage = fieldMessageReader(
  english as unknown as Record<string, EnglishEntry>,
);

const others: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  ga: () => import('./messages/ga.json') as Promise<{ default: Catalogue }>,
};

const loaded = new Map<Language, Translate>([
  ['en', createTranslator('en', english as unknown as Catalogue)],
]);
const loading = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

/**
 * Loads a language's field messages (its own small chunk), once; a failed load leaves them in
 * English and may be tried again.
 */
export function loadFieldMessages(language: Language): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = others[language as Exclude<Language, 'en'>]()
      .then(({ default: messages }) => {
        loaded.set(language, createTranslator(language, messages, english as Catalogue));
        for (const listener of listeners) listener();
      })
      .catch(() => undefined)
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Whether a language's field messages have loaded (English always has). */
export function fieldMessagesLoaded(language: Language): boolean {
  return loaded.has(language);
}

/** Calls `listener` whenever a language's field messages arrive; returns the unsubscribe. */
export function onFieldMessagesLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A rule's message in `language`: the catalogue's translation where it has loaded and knows the
 * message, else the message as it came.
 */
export function translateFieldMessage(text: string, language: Language): string {
  const translate = loaded.get(language);
  if (language === 'en' || !translate) return text;
  const known = readFieldMessage(text);
  return known ? translate(known.id, known.values) : text;
}
