import type {
  BackofficeOptOutBody,
  BackofficeOptOutResult,
  BackofficeQuery,
  ContactMessage,
  ContactMessagePage,
  ContactMessageQuery,
  DistributionList,
  DistributionListCreateBody,
  DistributionListPage,
  DistributionListQuery,
  DistributionListStatusBody,
  DistributionListUpdateBody,
  DistributionMessage,
  DistributionMessageBody,
  DistributionMessagePage,
  DistributionMessageQuery,
  EmailTemplate,
  EmailTemplateList,
  ImageUploadResult,
  RephraseBody,
  RephraseResult,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';
import { segment } from './paths';

const checks = () => import('../generated/backoffice-validators');

const EMAILS = '/backoffice/emails';

/** The editor's image upload endpoint unless one is configured. */
export const DEFAULT_IMAGE_UPLOAD_PATH = '/backoffice/images';

export interface ImageUploadOptions extends CallOptions {
  /** The form field of the file; "image" by default. */
  fieldName?: string;
  /** An optional `type` field telling what the image is for. */
  type?: string;
  fileName?: string;
  /** The configured endpoint (a path under the API's version). */
  path?: string;
  /** The club worked on, for a user who manages several. */
  query?: BackofficeQuery;
}

/**
 * Back-office email distribution lists and templates, opt-outs, messages written to a list, the
 * contact inbox, rephrasing and image upload.
 */
export function createBackofficeCalls(http: Http) {
  return {
    /** `GET /backoffice/emails/distribution-lists?per_page=&page=&email_status=&search=` */
    getDistributionLists: (query: DistributionListQuery = {}, { signal }: CallOptions = {}) =>
      http<DistributionListPage>(`${EMAILS}/distribution-lists`, {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateDistributionListPage) },
      }),

    /** `GET /backoffice/emails/distribution-lists/{id}` */
    getDistributionList: (id: number, query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<DistributionList>(`${EMAILS}/distribution-lists/${segment(id)}`, {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateDistributionList) },
      }),

    /** `POST /backoffice/emails/distribution-lists/create` */
    createDistributionList: (
      body: DistributionListCreateBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<DistributionList>(`${EMAILS}/distribution-lists/create`, {
        method: 'POST',
        body,
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateDistributionList) },
      }),

    /** `PATCH /backoffice/emails/distribution-lists/update` */
    updateDistributionList: (
      body: DistributionListUpdateBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<DistributionList>(`${EMAILS}/distribution-lists/update`, {
        method: 'PATCH',
        body,
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateDistributionList) },
      }),

    /** `PATCH /backoffice/emails/distribution-lists/deactivate`: `inactive`, or `active` again. */
    setDistributionListStatus: (
      body: DistributionListStatusBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<DistributionList>(`${EMAILS}/distribution-lists/deactivate`, {
        method: 'PATCH',
        body,
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateDistributionList) },
      }),

    /** `GET /backoffice/emails/distribution-lists/get-templates` */
    getEmailTemplates: (query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<EmailTemplateList>(`${EMAILS}/distribution-lists/get-templates`, {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateEmailTemplateList) },
      }),

    /** `GET /backoffice/emails/distribution-lists/get-templates/{id}` */
    getEmailTemplate: (id: number, query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<EmailTemplate>(`${EMAILS}/distribution-lists/get-templates/${segment(id)}`, {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateEmailTemplate) },
      }),

    /** `POST /backoffice/emails/opt-out`: a member's answer to a list's mail. */
    recordOptOut: (
      body: BackofficeOptOutBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<BackofficeOptOutResult>(`${EMAILS}/opt-out`, {
        method: 'POST',
        body,
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateBackofficeOptOutResult) },
      }),

    /**
     * `POST /backoffice/emails/distribution-lists/{id}/messages`: sends a message to the list's
     * recipients; the same `idempotency_key` again answers the first message and sends nothing.
     */
    sendListMessage: (
      listId: number,
      body: DistributionMessageBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<DistributionMessage>(`${EMAILS}/distribution-lists/${segment(listId)}/messages`, {
        method: 'POST',
        body,
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateDistributionMessage) },
      }),

    /** `GET /backoffice/emails/distribution-lists/{id}/messages`: newest first. */
    getListMessages: (
      listId: number,
      query: DistributionMessageQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<DistributionMessagePage>(`${EMAILS}/distribution-lists/${segment(listId)}/messages`, {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateDistributionMessagePage) },
      }),

    /** `GET /backoffice/contact-messages`: the club's contact inbox, newest first. */
    getContactMessages: (query: ContactMessageQuery = {}, { signal }: CallOptions = {}) =>
      http<ContactMessagePage>('/backoffice/contact-messages', {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateContactMessagePage) },
      }),

    /** `GET /backoffice/contact-messages/{id}` */
    getContactMessage: (id: number, query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<ContactMessage>(`/backoffice/contact-messages/${segment(id)}`, {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateContactMessage) },
      }),

    /** `PATCH /backoffice/contact-messages/{id}`: read, or unread again. */
    setContactMessageRead: (
      id: number,
      read: boolean,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<ContactMessage>(`/backoffice/contact-messages/${segment(id)}`, {
        method: 'PATCH',
        body: { read },
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateContactMessage) },
      }),

    /** `POST /backoffice/email/rephrase`: the suggestion is in `data.rephrased`. */
    rephrase: (body: RephraseBody, { signal }: CallOptions = {}) =>
      http<RephraseResult>('/backoffice/email/rephrase', {
        method: 'POST',
        body,
        signal,
        check: { lazy: () => checks().then((m) => m.validateRephraseResult) },
      }),

    /** A multipart upload of one image; the stored image's address is in `file_path`. */
    uploadImage: (image: Blob, options: ImageUploadOptions = {}) => {
      const form = new FormData();
      const fileName = options.fileName ?? (image instanceof File ? image.name : 'image');
      if (options.type) form.append('type', options.type);
      form.append(options.fieldName ?? 'image', image, fileName);
      return http<ImageUploadResult>(options.path ?? DEFAULT_IMAGE_UPLOAD_PATH, {
        method: 'POST',
        body: form,
        query: options.query,
        signal: options.signal,
        check: { lazy: () => checks().then((m) => m.validateImageUploadResult) },
      });
    },
  };
}

export type BackofficeCalls = ReturnType<typeof createBackofficeCalls>;
