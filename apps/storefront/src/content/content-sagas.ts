import type { PayloadAction } from '@reduxjs/toolkit';
import { createContentCalls } from '@touchline/api-client';
import type {
  AccessibilityStatement,
  Article,
  ArticleList,
  ContactMessageBody,
  SponsorList,
} from '@touchline/contracts';
import {
  ApiError,
  apiHttp,
  callWithAbort,
  cancelOnRouteChange,
  errorMessageOf,
  fieldErrorsIn,
  isNotFound,
  notify,
  selectClubAccount,
  selectLanguage,
  type RootState,
} from '@touchline/store';
import type { Language } from '@touchline/contracts';
import { all, call, cancelled, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { EmailActionRequest } from '../email-actions/email-action';
import { storefrontTextsIn } from '../messages/storefront-messages';
import {
  NEWS_PAGE_SIZE,
  accessibilityReportFailed,
  accessibilityReportSent,
  accessibilityStatementFailed,
  accessibilityStatementLoaded,
  loadAccessibilityStatement,
  sendAccessibilityReport,
  articleAbandoned,
  articleFailed,
  articleMissing,
  articleLoaded,
  contactMessageFailed,
  contactMessageSent,
  emailActionFailed,
  emailActionSaved,
  submitEmailAction,
  loadArticle,
  loadNews,
  loadSponsors,
  newsFailed,
  newsLoaded,
  sendContactMessage,
  sponsorsFailed,
  sponsorsLoaded,
  type StorefrontContentState,
} from './content-slice';

/** The contact success notice stays 2 seconds. */
export const CONTACT_SENT_TIMEOUT_MS = 2000;

type ContentApi = ReturnType<typeof createContentCalls>;

/** The content calls, built by this remote so their answer checks stay out of the host. */
function* contentApi(): Generator<unknown, ContentApi, unknown> {
  return createContentCalls(yield* apiHttp());
}

function* clubSlug() {
  const club = (yield select(selectClubAccount)) as ReturnType<typeof selectClubAccount>;
  return club?.slug;
}

function* loadNewsSaga() {
  const slug: string | undefined = yield* clubSlug();
  const current = (yield select(
    (state: RootState) =>
      (state as unknown as { storefrontContent: StorefrontContentState }).storefrontContent.news,
  )) as StorefrontContentState['news'];
  if (!slug) return;
  const page = current.page + 1;
  const api = yield* contentApi();
  try {
    const list: ArticleList = yield call(api.getArticles, slug, {
      type: 'news',
      per_page: NEWS_PAGE_SIZE,
      page,
    });
    yield put(newsLoaded({ items: list.items, total: list.total, page }));
  } catch {
    yield put(newsFailed());
  }
}

/** Leaving the page gives the request up (`cancelOnRouteChange`); a later visit loads again. */
function* loadArticleSaga(action: PayloadAction<string>) {
  const slug: string | undefined = yield* clubSlug();
  if (!slug) return;
  const api = yield* contentApi();
  try {
    const article: Article = yield* callWithAbort((signal) =>
      api.getArticle(slug, action.payload, { signal }),
    );
    yield put(articleLoaded(article));
  } catch (error) {
    yield put(isNotFound(error) ? articleMissing(action.payload) : articleFailed(action.payload));
  } finally {
    if ((yield cancelled()) as boolean) yield put(articleAbandoned(action.payload));
  }
}

function* loadSponsorsSaga() {
  const slug: string | undefined = yield* clubSlug();
  if (!slug) return;
  const api = yield* contentApi();
  try {
    const list: SponsorList = yield call(api.getSponsors, slug);
    yield put(sponsorsLoaded(list.items));
  } catch {
    yield put(sponsorsFailed());
  }
}

/** The API's own message for a failure, else the storefront's, in the page's language. */
function* notifyFailure(error: unknown) {
  const language: Language = yield select(selectLanguage);
  const title = errorMessageOf(error) || storefrontTextsIn(language)('common.error');
  yield put(notify({ type: 'danger', title }));
}

function* sendContactSaga(action: PayloadAction<ContactMessageBody>) {
  const slug: string | undefined = yield* clubSlug();
  if (!slug) return;
  const api = yield* contentApi();
  try {
    yield call(api.sendContactMessage, slug, action.payload);
    yield put(contactMessageSent());
    const language: Language = yield select(selectLanguage);
    yield put(
      notify({
        type: 'success',
        title: storefrontTextsIn(language)('contact.sent'),
        timeout: CONTACT_SENT_TIMEOUT_MS,
      }),
    );
  } catch (error) {
    yield put(contactMessageFailed(fieldErrorsIn(error)));
    yield* notifyFailure(error);
  }
}

function* loadAccessibilityStatementSaga() {
  const slug: string | undefined = yield* clubSlug();
  if (!slug) return;
  const api = yield* contentApi();
  try {
    const statement: AccessibilityStatement = yield call(api.getAccessibilityStatement, slug);
    yield put(accessibilityStatementLoaded(statement));
  } catch {
    yield put(accessibilityStatementFailed());
  }
}

/** The page says a report was sent itself (a lasting status message), so no notice here. */
function* sendAccessibilityReportSaga(action: PayloadAction<ContactMessageBody>) {
  const slug: string | undefined = yield* clubSlug();
  if (!slug) return;
  const api = yield* contentApi();
  try {
    yield call(api.sendContactMessage, slug, action.payload);
    yield put(accessibilityReportSent());
  } catch (error) {
    yield put(accessibilityReportFailed(fieldErrorsIn(error)));
    yield* notifyFailure(error);
  }
}

function* submitEmailActionSaga(action: PayloadAction<EmailActionRequest>) {
  const api = yield* contentApi();
  const request = action.payload;
  try {
    if (request.kind === 'opt-out') yield call(api.sendEmailOptOut, request.club, request.body);
    else yield call(api.unsubscribeFriend, request.club, request.friendId, request.body);
    yield put(emailActionSaved());
  } catch (error) {
    // A forged or expired link is told so in the API's words; anything else, the usual text.
    const refusedLink = error instanceof ApiError && (error.status === 403 || error.status === 410);
    yield put(emailActionFailed(refusedLink ? errorMessageOf(error) : undefined));
  }
}

export function* storefrontContentSaga() {
  yield all([
    takeLatest(loadNews.type, loadNewsSaga),
    takeEvery(loadArticle.type, cancelOnRouteChange(loadArticleSaga)),
    takeLatest(loadSponsors.type, loadSponsorsSaga),
    takeLatest(sendContactMessage.type, sendContactSaga),
    takeLatest(loadAccessibilityStatement.type, loadAccessibilityStatementSaga),
    takeLatest(sendAccessibilityReport.type, sendAccessibilityReportSaga),
    takeLatest(submitEmailAction.type, submitEmailActionSaga),
  ]);
}
