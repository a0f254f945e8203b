// Each app's own messages: its English catalogue is part of its code (the texts the spec gives),
// each other language's is a chunk of its own loaded only when a page is in that language, so a
// visitor loads no catalogue but their language's (ADR 0032).
import { createContext, type ReactNode, use, useContext } from 'react';
import { MessagesLanguage } from './messages-language';
import { isLanguage, type Language } from '@touchline/contracts/languages';
import {
  loadSharedWords,
  SharedWordsContext,
  sharedWordsIn,
  sharedWordsLoaded,
} from './shared-words/shared-words';
import { type Catalogue, createTranslator, type Translate } from './translator';

export interface AppMessages<Id extends string> {
  /**
   * Gives its subtree the app's messages in the page's language (`useLanguage`), or in
   * `language` where it is given: suspends while that language's catalogue loads (never for
   * English, or for a catalogue loaded before). The shared components' words load with it.
   */
  Messages(props: { language?: Language; children: ReactNode }): ReactNode;
  /** The app's messages in the language of the nearest `Messages`. */
  useT(): Translate<Id>;
  /** Loads a language's catalogue ahead (before the page is taken over, for one). */
  preload(language: Language): Promise<void>;
  /** The app's messages in a language whose catalogue has loaded (a server render's). */
  translatorFor(language: Language): Translate<Id> | undefined;
  /**
   * The app's messages in a language for code outside components (a saga's notice, a text
   * helper): the page's `Messages` has loaded its catalogue by then; English if it could not.
   */
  textsIn(language: Language): Translate<Id>;
  /** The app's messages in English. */
  english: Translate<Id>;
}

export interface AppMessagesOptions {
  /** The page's language, read where `Messages` renders (the app's store, say). */
  useLanguage?: () => Language;
}

const inEnglish = (): Language => 'en';

export function defineAppMessages<English extends Record<string, string>>(
  english: English,
  others: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>>,
  { useLanguage = inEnglish }: AppMessagesOptions = {},
): AppMessages<keyof English & string> {
  type Id = keyof English & string;
  const loaded = new Map<Language, Translate<Id>>([['en', createTranslator<Id>('en', english)]]);
  // One promise per language while it loads (React's `use` needs the same one every render);
  // it settles either way: a catalogue that could not load leaves the page in English.
  const loading = new Map<Language, Promise<void>>();
  const failed = new Set<Language>();

  const loadCatalogue = (language: Language): Promise<void> =>
    others[language as Exclude<Language, 'en'>]().then(
      ({ default: catalogue }) => {
        loaded.set(language, createTranslator<Id>(language, catalogue, english));
      },
      () => {
        failed.add(language);
      },
    );
  // The app's catalogue and the shared components' words (shared-words.tsx) load together.
  const ready = (language: Language) =>
    (loaded.has(language) || failed.has(language)) && sharedWordsLoaded(language);
  const load = (language: Language): Promise<void> => {
    let pending = loading.get(language);
    if (!pending) {
      pending = Promise.all([
        loaded.has(language) ? undefined : loadCatalogue(language),
        loadSharedWords(language),
      ]).then(() => undefined);
      void pending.finally(() => loading.delete(language));
      loading.set(language, pending);
    }
    return pending;
  };

  const preload = async (language: Language): Promise<void> => {
    if (loaded.has(language) && sharedWordsLoaded(language)) return;
    failed.delete(language);
    await load(language);
  };

  // A page the server sent in another language (its `lang`) starts that catalogue's load as soon
  // as the app's code runs, beside the rest of its code, rather than at its first render.
  const pageLanguage =
    typeof document === 'undefined' ? undefined : document.documentElement.lang.slice(0, 2);
  if (isLanguage(pageLanguage) && pageLanguage !== 'en') void load(pageLanguage);

  const english$ = loaded.get('en') as Translate<Id>;
  const Current = createContext<Translate<Id>>(english$);

  function Messages({ language: given, children }: { language?: Language; children: ReactNode }) {
    const current = useLanguage();
    const language = given ?? current;
    if (!ready(language)) use(load(language));
    return (
      <MessagesLanguage value={language}>
        <SharedWordsContext value={sharedWordsIn(language)}>
          <Current value={loaded.get(language) ?? english$}>{children}</Current>
        </SharedWordsContext>
      </MessagesLanguage>
    );
  }

  return {
    Messages,
    useT: () => useContext(Current),
    preload,
    translatorFor: (language) => loaded.get(language),
    textsIn: (language) => loaded.get(language) ?? english$,
    english: english$,
  };
}
