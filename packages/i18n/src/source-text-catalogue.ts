// Texts that code outside the apps' catalogues gives in English (the validation rules shared with
// the API, the store's notices, the API client's errors) shown in the page's language: each
// catalogue is found by the English text, as gettext finds a message by its source text. Both
// the English and the translated catalogue load only for a page in another language, so an
// English page loads nothing for them. A text the catalogue does not know (a club's own, a
// server's sentence) shows as it came.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '@touchline/contracts/languages';
import { type Catalogue, createTranslator, type MessageValues, type Translate } from './translator';

/** A message's text, or the parts the build parsed it into (literals and placeholders). */
type EnglishEntry = string | MessageFormatElement[];

/** A parsed message's literal text (`TYPE.literal` of the parser, which the builds leave out). */
const LITERAL = 0;

interface Pattern {
  id: string;
  match: RegExp;
  names: string[];
}

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

/** What a source text is in its catalogue: the message's id and its placeholders' values. */
export type ReadText = (text: string) => { id: string; values: MessageValues } | undefined;

/**
 * Reads an English text back into its catalogue id and placeholder values, from the English
 * catalogue as text (tests, server) or as the build parsed it (browsers).
 */
export function sourceTextReader(catalogue: Record<string, EnglishEntry>): ReadText {
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

/** A catalogue's chunk (`() => import('./messages/ga.json')`). */
export type SourceTextLoad = () => Promise<{ default: Catalogue }>;

export interface SourceTextCatalogue {
  /** Loads a language's catalogue (with the English one it is read by), once. */
  load(language: Language): Promise<void>;
  /** Whether a language's catalogue has loaded (English needs none). */
  loaded(language: Language): boolean;
  /** Calls `listener` whenever a language's catalogue arrives; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The text in `language` where its catalogue has loaded and knows it, else as it came. */
  translate(text: string, language: Language): string;
}

export function defineSourceTextCatalogue({
  english,
  others,
}: {
  english: SourceTextLoad;
  others: Record<Exclude<Language, 'en'>, SourceTextLoad>;
}): SourceTextCatalogue {
  const ready = new Map<Language, { read: ReadText; translate: Translate }>();
  const loading = new Map<Language, Promise<void>>();
  const listeners = new Set<() => void>();

  return {
    load(language) {
      if (language === 'en' || ready.has(language)) return Promise.resolve();
      let pending = loading.get(language);
      if (!pending) {
        pending = Promise.all([english(), others[language as Exclude<Language, 'en'>]()])
          .then(([{ default: source }, { default: translated }]) => {
            ready.set(language, {
              read: sourceTextReader(source as Record<string, EnglishEntry>),
              translate: createTranslator(language, translated, source),
            });
            for (const listener of listeners) listener();
          })
          // Not loaded: the texts stay in English, and a later form may try again.
          .catch(() => undefined)
          .finally(() => loading.delete(language));
        loading.set(language, pending);
      }
      return pending;
    },
    loaded: (language) => language === 'en' || ready.has(language),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    translate(text, language) {
      const catalogue = ready.get(language);
      const known = catalogue?.read(text);
      return catalogue && known ? catalogue.translate(known.id, known.values) : text;
    },
  };
}
