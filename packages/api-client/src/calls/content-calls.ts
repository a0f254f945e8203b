import type {
  AccessibilityStatement,
  Article,
  ArticleList,
  ArticleListQuery,
  ContactMessageBody,
  ContactMessageReceipt,
  CountryList,
  EmailActionResult,
  EmailOptOutBody,
  SponsorList,
  UnsubscribeFriendBody,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';
import { segment, storePath } from './paths';

const checks = () => import('../generated/content-validators');

/** News and pages, sponsors, the contact form, countries and the email action pages. */
export function createContentCalls(http: Http) {
  return {
    /** `GET /store/{club}/articles?type=&per_page=&page=` */
    getArticles: (club: string, query: ArticleListQuery = {}, { signal }: CallOptions = {}) =>
      http<ArticleList>(`${storePath(club)}/articles`, {
        query,
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateArticleList) },
      }),

    /** `GET /store/{club}/articles/{slug}` */
    getArticle: (club: string, slug: string, { signal }: CallOptions = {}) =>
      http<Article>(`${storePath(club)}/articles/${segment(slug)}`, {
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateArticle) },
      }),

    /** `GET /store/{club}/sponsors` */
    getSponsors: (club: string, { signal }: CallOptions = {}) =>
      http<SponsorList>(`${storePath(club)}/sponsors`, {
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateSponsorList) },
      }),

    /** `GET /store/{club}/accessibility-statement` */
    getAccessibilityStatement: (club: string, { signal }: CallOptions = {}) =>
      http<AccessibilityStatement>(`${storePath(club)}/accessibility-statement`, {
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateAccessibilityStatement) },
      }),

    /** `POST /store/{club}/messages` */
    sendContactMessage: (club: string, body: ContactMessageBody, { signal }: CallOptions = {}) =>
      http<ContactMessageReceipt>(`${storePath(club)}/messages`, {
        method: 'POST',
        body,
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateContactMessageReceipt) },
      }),

    /** `GET /lists/countries` */
    getCountries: ({ signal }: CallOptions = {}) =>
      http<CountryList>('/lists/countries', {
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateCountryList) },
      }),

    /** `POST /store/{club}/emails/opt-out`: the answer behind an automated email's link. */
    sendEmailOptOut: (club: string, body: EmailOptOutBody, { signal }: CallOptions = {}) =>
      http<EmailActionResult>(`${storePath(club)}/emails/opt-out`, {
        method: 'POST',
        body,
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateEmailActionResult) },
      }),

    /** `POST /store/{club}/unsubscribe-friend/{id}`: a lotto friend leaves the lotto emails. */
    unsubscribeFriend: (
      club: string,
      id: string | number,
      body: UnsubscribeFriendBody = {},
      { signal }: CallOptions = {},
    ) =>
      http<EmailActionResult>(`${storePath(club)}/unsubscribe-friend/${segment(id)}`, {
        method: 'POST',
        body,
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validateEmailActionResult) },
      }),
  };
}

export type ContentCalls = ReturnType<typeof createContentCalls>;
