import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError, createHttp, errorMessageOf } from '@touchline/api-client';
import type { Article, ArticleList, ContactMessageBody, SponsorList } from '@touchline/contracts';
import { notify, selectClubAccount, type RootState } from '@touchline/store';
import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  NEWS_PAGE_SIZE,
  articleFailed,
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

/** Spec 000 section 8: the contact success notice stays 2 seconds. */
export const CONTACT_SENT_TIMEOUT_MS = 2000;

interface ApiSettings {
  apiBaseUrl: string;
  apiVersion: string;
}

type Request = ReturnType<typeof createHttp>;

function* http() {
  const config = (yield getContext('config')) as ApiSettings | undefined;
  return createHttp({
    baseUrl: config?.apiBaseUrl ?? 'http://localhost:3333',
    version: config?.apiVersion ?? 'v2',
  });
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
  const request: Request = yield* http();
  try {
    const list: ArticleList = yield call(
      request<ArticleList>,
      `/store/${slug}/articles?type=news&per_page=${NEWS_PAGE_SIZE}&page=${page}`,
    );
    yield put(newsLoaded({ items: list.items, total: list.total, page }));
  } catch {
    yield put(newsFailed());
  }
}

function* loadArticleSaga(action: PayloadAction<string>) {
  const slug: string | undefined = yield* clubSlug();
  if (!slug) return;
  const request: Request = yield* http();
  try {
    const article: Article = yield call(
      request<Article>,
      `/store/${slug}/articles/${encodeURIComponent(action.payload)}`,
    );
    yield put(articleLoaded(article));
  } catch {
    yield put(articleFailed(action.payload));
  }
}

function* loadSponsorsSaga() {
  const slug: string | undefined = yield* clubSlug();
  if (!slug) return;
  const request: Request = yield* http();
  try {
    const list: SponsorList = yield call(request<SponsorList>, `/store/${slug}/sponsors`);
    yield put(sponsorsLoaded(list.items));
  } catch {
    yield put(sponsorsFailed());
  }
}

function* sendContactSaga(action: PayloadAction<ContactMessageBody>) {
  const slug: string | undefined = yield* clubSlug();
  if (!slug) return;
  const request: Request = yield* http();
  try {
    yield call(request, `/store/${slug}/messages`, { method: 'POST', body: action.payload });
    yield put(contactMessageSent());
    yield put(
      notify({
        type: 'success',
        title: 'Message sent, thank you!',
        timeout: CONTACT_SENT_TIMEOUT_MS,
      }),
    );
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as { errors?: unknown } | null) : null;
    const fieldErrors =
      body && typeof body.errors === 'object' && body.errors !== null
        ? (body.errors as Record<string, string[]>)
        : {};
    yield put(contactMessageFailed(fieldErrors));
    yield put(notify({ type: 'danger', title: errorMessageOf(error) || 'An error has occurred' }));
  }
}

function* submitEmailActionSaga(action: PayloadAction<{ path: string; body: object }>) {
  const request: Request = yield* http();
  try {
    yield call(request, action.payload.path, { method: 'POST', body: action.payload.body });
    yield put(emailActionSaved());
  } catch {
    yield put(emailActionFailed());
  }
}

export function* storefrontContentSaga() {
  yield all([
    takeLatest(loadNews.type, loadNewsSaga),
    takeEvery(loadArticle.type, loadArticleSaga),
    takeLatest(loadSponsors.type, loadSponsorsSaga),
    takeLatest(sendContactMessage.type, sendContactSaga),
    takeLatest(submitEmailAction.type, submitEmailActionSaga),
  ]);
}
