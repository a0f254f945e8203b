import type { EmailActionRequest } from '../email-actions/email-action';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AccessibilityStatement,
  Article,
  ArticleSummary,
  ContactMessageBody,
  Sponsor,
} from '@touchline/contracts';
import type { RootState } from '@touchline/store';
import {
  readStorefrontPageData,
  resetStorefrontPageData,
  type StorefrontPageData,
} from './page-data';

/** The news grid loads 6 articles a page. */
export const NEWS_PAGE_SIZE = 6;

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface NewsState {
  items: ArticleSummary[];
  total: number;
  /** Pages loaded so far; the next 'Load More' asks for page + 1. */
  page: number;
  status: LoadStatus;
  /**
   * Where the stories a reader asked for with 'Load More' start, until the list has shown them
   * and moved the focus there. Kept here, not in the list: the list may be rendered again (the
   * page's app taking over the server's page) while the stories load.
   */
  revealFrom?: number | null;
}

export interface ArticleEntry {
  status: LoadStatus;
  article: Article | null;
  /** The club has no article of this slug (a 404, not an outage). */
  missing?: boolean;
}

export interface ContactState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  /** Field errors from the server, by payload field. */
  fieldErrors: Record<string, string[]>;
  /** Bumped after each successful send so the form resets. */
  sentCount: number;
}

export interface StorefrontContentState {
  news: NewsState;
  articles: Record<string, ArticleEntry>;
  sponsors: { status: LoadStatus; items: Sponsor[] };
  contact: ContactState;
  /** The club's accessibility statement, and the report form's sending (apart from contact's). */
  accessibility: { status: LoadStatus; statement: AccessibilityStatement | null };
  report: ContactState;
  /** `message`: the API's text for a refused link (forged, altered or expired). */
  emailAction: { status: 'idle' | 'pending' | 'saved' | 'failed'; message?: string };
}

const emptyState: StorefrontContentState = {
  news: { items: [], total: 0, page: 0, status: 'idle' },
  articles: {},
  sponsors: { status: 'idle', items: [] },
  contact: { status: 'idle', fieldErrors: {}, sentCount: 0 },
  accessibility: { status: 'idle', statement: null },
  report: { status: 'idle', fieldErrors: {}, sentCount: 0 },
  emailAction: { status: 'idle' },
};

let initialState: StorefrontContentState | undefined;

/** The about-us article's slug: the home's about-us block shows it. */
export const ABOUT_US_SLUG = 'about-us';

/** The state the page server rendered a page from (its data block, see server/render-page.tsx). */
export function stateOfPageData(data: StorefrontPageData | undefined): StorefrontContentState {
  if (!data) return emptyState;
  const articles: Record<string, ArticleEntry> = {};
  const { article, home } = data;
  let { news, sponsors } = emptyState;
  if (home && Array.isArray(home.news?.items) && Array.isArray(home.sponsors)) {
    news = { items: home.news.items, total: home.news.total, page: 1, status: 'loaded' };
    sponsors = { status: 'loaded', items: home.sponsors };
    // A club without an about-us article: as after the browser's own 404, not asked again.
    articles[ABOUT_US_SLUG] = home.aboutUs
      ? { status: 'loaded', article: home.aboutUs }
      : { status: 'failed', article: null, missing: true };
  }
  if (article) articles[article.slug] = { status: 'loaded', article };
  return { ...emptyState, news, articles, sponsors };
}

/**
 * The slice's first state: empty, or with what the page server rendered this page from (its
 * data block: an article, or the home's news, about-us article and sponsors), so the page's
 * markup is taken over as it is and none of it is asked for again. Read once.
 */
export function storefrontInitialState(): StorefrontContentState {
  initialState ??= stateOfPageData(readStorefrontPageData());
  return initialState;
}

/** Tests only: read the page's data block again. */
export function resetStorefrontInitialState(): void {
  initialState = undefined;
  resetStorefrontPageData();
}

export const storefrontContentSlice = createSlice({
  name: 'storefrontContent',
  initialState: storefrontInitialState,
  reducers: {
    loadNews(state, action: PayloadAction<{ byReader: boolean } | undefined>) {
      state.news.status = 'loading';
      state.news.revealFrom = action.payload?.byReader ? state.news.items.length : null;
    },
    newsRevealed(state) {
      state.news.revealFrom = null;
    },
    newsLoaded(
      state,
      action: PayloadAction<{ items: ArticleSummary[]; total: number; page: number }>,
    ) {
      const { items, total, page } = action.payload;
      // Page 1 starts the list again (a club switch or a fresh visit); later pages append.
      state.news.items = page === 1 ? items : [...state.news.items, ...items];
      state.news.total = total;
      state.news.page = page;
      state.news.status = 'loaded';
    },
    newsFailed(state) {
      state.news.status = 'failed';
    },
    loadArticle(state, action: PayloadAction<string>) {
      state.articles[action.payload] = {
        status: 'loading',
        article: state.articles[action.payload]?.article ?? null,
      };
    },
    articleLoaded(state, action: PayloadAction<Article>) {
      state.articles[action.payload.slug] = { status: 'loaded', article: action.payload };
    },
    articleFailed(state, action: PayloadAction<string>) {
      state.articles[action.payload] = { status: 'failed', article: null };
    },
    articleMissing(state, action: PayloadAction<string>) {
      state.articles[action.payload] = { status: 'failed', article: null, missing: true };
    },
    /** The page was left before the article came: the next visit loads it again. */
    articleAbandoned(state, action: PayloadAction<string>) {
      const entry = state.articles[action.payload];
      if (entry?.status !== 'loading') return;
      if (entry.article) entry.status = 'loaded';
      else delete state.articles[action.payload];
    },
    loadSponsors(state) {
      state.sponsors.status = 'loading';
    },
    sponsorsLoaded(state, action: PayloadAction<Sponsor[]>) {
      state.sponsors = { status: 'loaded', items: action.payload };
    },
    sponsorsFailed(state) {
      state.sponsors.status = 'failed';
    },
    sendContactMessage(state, _action: PayloadAction<ContactMessageBody>) {
      state.contact.status = 'sending';
      state.contact.fieldErrors = {};
    },
    contactMessageSent(state) {
      state.contact.status = 'sent';
      state.contact.sentCount += 1;
    },
    contactMessageFailed(state, action: PayloadAction<Record<string, string[]>>) {
      state.contact.status = 'failed';
      state.contact.fieldErrors = action.payload;
    },
    loadAccessibilityStatement(state) {
      state.accessibility.status = 'loading';
    },
    accessibilityStatementLoaded(state, action: PayloadAction<AccessibilityStatement>) {
      state.accessibility = { status: 'loaded', statement: action.payload };
    },
    accessibilityStatementFailed(state) {
      state.accessibility.status = 'failed';
    },
    /** An accessibility report: a contact message with the accessibility category. */
    sendAccessibilityReport(state, _action: PayloadAction<ContactMessageBody>) {
      state.report.status = 'sending';
      state.report.fieldErrors = {};
    },
    accessibilityReportSent(state) {
      state.report.status = 'sent';
      state.report.sentCount += 1;
    },
    accessibilityReportFailed(state, action: PayloadAction<Record<string, string[]>>) {
      state.report.status = 'failed';
      state.report.fieldErrors = action.payload;
    },
    /** Sends the answer behind an email link: a path under the API version and its body. */
    submitEmailAction(state, _action: PayloadAction<EmailActionRequest>) {
      state.emailAction.status = 'pending';
      delete state.emailAction.message;
    },
    emailActionSaved(state) {
      state.emailAction.status = 'saved';
    },
    emailActionFailed(state, action: PayloadAction<string | undefined>) {
      state.emailAction.status = 'failed';
      state.emailAction.message = action.payload;
    },
  },
});

export const {
  loadNews,
  newsRevealed,
  newsLoaded,
  newsFailed,
  loadArticle,
  articleLoaded,
  articleFailed,
  articleMissing,
  articleAbandoned,
  loadSponsors,
  sponsorsLoaded,
  sponsorsFailed,
  sendContactMessage,
  contactMessageSent,
  contactMessageFailed,
  loadAccessibilityStatement,
  accessibilityStatementLoaded,
  accessibilityStatementFailed,
  sendAccessibilityReport,
  accessibilityReportSent,
  accessibilityReportFailed,
  submitEmailAction,
  emailActionSaved,
  emailActionFailed,
} = storefrontContentSlice.actions;

const selectState = (state: RootState): StorefrontContentState =>
  (state as unknown as { storefrontContent?: StorefrontContentState }).storefrontContent ??
  storefrontInitialState();

export const selectNews = (state: RootState) => selectState(state).news;
export const selectHasMoreNews = (state: RootState) => {
  const news = selectState(state).news;
  return news.status !== 'failed' && news.items.length < news.total;
};
export const selectArticleEntry = (slug: string) => (state: RootState) =>
  selectState(state).articles[slug];
export const selectSponsors = (state: RootState) => selectState(state).sponsors;
export const selectContact = (state: RootState) => selectState(state).contact;
export const selectAccessibility = (state: RootState) => selectState(state).accessibility;
export const selectAccessibilityReport = (state: RootState) => selectState(state).report;
export const selectEmailAction = (state: RootState) => selectState(state).emailAction;
