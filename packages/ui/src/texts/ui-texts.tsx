import { createContext, useContext } from 'react';
import { DIALOG_LABELS, EXIT_WITHOUT_SAVING } from '../dialogs/dialog-texts';
import { LOADING_TEXT } from '../loaders/loading-text';
import { PAGINATOR_LABELS, type PaginatorTexts } from '../paginator/paginator-texts';

/**
 * The shared components' own words: the dialogs' buttons and "Exit without saving?", the
 * paginator, a list's "Load more" and "No results found", the loaders' "Loading…" and a
 * sideways-scrolling region's name. `@touchline/ui` sits below the catalogues, so an app gives
 * them once, from its own catalogue, around its content (`UiTextsProvider`); English elsewhere.
 */
export interface UiTexts {
  readonly ok: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly exitWithoutSaving: {
    readonly title: string;
    readonly prompt: string;
    readonly confirm: string;
  };
  readonly paginator: PaginatorTexts;
  readonly loading: string;
  readonly loadMore: string;
  readonly noResults: string;
  /** The name of a region that scrolls sideways, from what it holds. */
  scrollsSideways(label: string): string;
}

export const ENGLISH_UI_TEXTS: UiTexts = {
  ...DIALOG_LABELS,
  exitWithoutSaving: EXIT_WITHOUT_SAVING,
  paginator: PAGINATOR_LABELS,
  loading: LOADING_TEXT,
  loadMore: 'Load more',
  noResults: 'No results found',
  scrollsSideways: (label) => `${label} (scrolls sideways)`,
};

export const UiTextsProvider = createContext<UiTexts>(ENGLISH_UI_TEXTS);

export const useUiTexts = (): UiTexts => useContext(UiTextsProvider);
