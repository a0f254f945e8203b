// The shared components' own words (@touchline/ui's dialogs, paginator, loaders, lists), in one
// catalogue here rather than in every app's: `@touchline/ui` sits below the catalogues and takes
// them from the app around it (its `UiTextsProvider`), which gives them with `withSharedWords`.
// Every app's `Messages` loads them with its own catalogue (app-messages.tsx), so a page in Irish
// has them as soon as it has its app's texts.
import { createContext, type ReactNode, useContext } from 'react';
import type { Language } from '@touchline/contracts/languages';
import { type Catalogue, createTranslator, type Translate } from '../translator';
import english from './messages/en.json';

type WordId = keyof typeof english;

/** The words, in the shape `@touchline/ui`'s `UiTexts` takes them. */
export interface SharedWords {
  readonly ok: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly exitWithoutSaving: {
    readonly title: string;
    readonly prompt: string;
    readonly confirm: string;
  };
  readonly paginator: {
    readonly navigation: string;
    readonly perPage: string;
    readonly first: string;
    readonly previous: string;
    readonly next: string;
    readonly last: string;
    range(from: number, to: number, total: number): string;
    readonly empty: string;
  };
  readonly loading: string;
  readonly loadMore: string;
  readonly noResults: string;
  scrollsSideways(label: string): string;
}

function wordsFrom(t: Translate<WordId>): SharedWords {
  return {
    ok: t('ok'),
    confirm: t('confirm'),
    cancel: t('cancel'),
    exitWithoutSaving: {
      title: t('exitTitle'),
      prompt: t('exitPrompt'),
      confirm: t('exitConfirm'),
    },
    paginator: {
      navigation: t('paginator.navigation'),
      perPage: t('paginator.perPage'),
      first: t('paginator.first'),
      previous: t('paginator.previous'),
      next: t('paginator.next'),
      last: t('paginator.last'),
      // Digits as they are, as the English texts have always shown them.
      range: (from, to, total) =>
        t('paginator.range', { from: String(from), to: String(to), total: String(total) }),
      empty: t('paginator.empty'),
    },
    loading: t('loading'),
    loadMore: t('loadMore'),
    noResults: t('noResults'),
    scrollsSideways: (label) => t('scrollsSideways', { label }),
  };
}

const others: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  ga: () => import('./messages/ga.json'),
};
const ready = new Map<Language, SharedWords>([['en', wordsFrom(createTranslator('en', english))]]);
const loading = new Map<Language, Promise<void>>();

/** Loads the words in a language, once; a language that cannot load stays in English. */
export function loadSharedWords(language: Language): Promise<void> {
  if (ready.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = others[language as Exclude<Language, 'en'>]().then(
      ({ default: catalogue }) => {
        ready.set(language, wordsFrom(createTranslator<WordId>(language, catalogue, english)));
      },
      () => {
        ready.set(language, ready.get('en') as SharedWords);
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** Whether the words in a language are there (English always is). */
export const sharedWordsLoaded = (language: Language): boolean => ready.has(language);

/** The words in a language once loaded, else English. */
export const sharedWordsIn = (language: Language): SharedWords =>
  ready.get(language) ?? (ready.get('en') as SharedWords);

/** The words of the nearest app `Messages`'s language. */
export const SharedWordsContext = createContext<SharedWords>(sharedWordsIn('en'));

/** Where the words go: `@touchline/ui`'s `UiTextsProvider` (a context, which React renders). */
export type SharedWordsProvider = (props: {
  value: SharedWords;
  children?: ReactNode;
}) => ReactNode;

type MessagesComponent = (props: { language?: Language; children: ReactNode }) => ReactNode;

function Words({ Provider, children }: { Provider: SharedWordsProvider; children: ReactNode }) {
  return <Provider value={useContext(SharedWordsContext)}>{children}</Provider>;
}

/**
 * An app's `Messages` that also gives the shared components under it their words in the same
 * language: `withSharedWords(storefrontMessages.Messages, UiTextsProvider)`.
 */
export function withSharedWords(
  Messages: MessagesComponent,
  Provider: SharedWordsProvider,
): MessagesComponent {
  return function MessagesWithSharedWords({ language, children }) {
    return (
      <Messages language={language}>
        <Words Provider={Provider}>{children}</Words>
      </Messages>
    );
  };
}
