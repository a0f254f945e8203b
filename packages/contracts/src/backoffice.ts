// Schemas of the back-office area: one TypeBox source for the API's validation and the client's checks.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';

const DateTime = Type.String({ description: 'ISO 8601 date and time (UTC)' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/* ------------------------------------------------------------------ which club */

/**
 * The club a back-office call works on. Optional for a user who manages one club only (Admin or
 * Owner of one account); required for one who manages several.
 */
export const BackofficeQuery = Type.Object({ account_id: Type.Optional(Id) });
export type BackofficeQuery = Static<typeof BackofficeQuery>;

/* ------------------------------------------------------------------ email templates */

export const EmailTemplateSummary = Type.Object({
  template_id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  subject: Type.String(),
  /** The `{{placeholder}}` names the content uses, filled in per recipient when sent. */
  placeholders: Type.Array(Type.String()),
  updated_at: DateTime,
});
export type EmailTemplateSummary = Static<typeof EmailTemplateSummary>;

export const EmailTemplate = Type.Composite([
  EmailTemplateSummary,
  Type.Object({ content: Type.String({ description: 'HTML' }) }),
]);
export type EmailTemplate = Static<typeof EmailTemplate>;

export const EmailTemplateList = Type.Object({ items: Type.Array(EmailTemplateSummary) });
export type EmailTemplateList = Static<typeof EmailTemplateList>;

export const TemplateParams = Type.Object({ id: Id });
export type TemplateParams = Static<typeof TemplateParams>;

/* ------------------------------------------------------------------ distribution lists */

export const EmailStatus = Type.Union([Type.Literal('active'), Type.Literal('inactive')]);
export type EmailStatus = Static<typeof EmailStatus>;

/** Who receives a list's mail: every adult member with an email, or those who asked for updates. */
export const DistributionAudience = Type.Union([
  Type.Literal('all_members'),
  Type.Literal('updates_subscribers'),
]);
export type DistributionAudience = Static<typeof DistributionAudience>;

export const DistributionFrequency = Type.Union([
  Type.Literal('once'),
  Type.Literal('weekly'),
  Type.Literal('monthly'),
]);
export type DistributionFrequency = Static<typeof DistributionFrequency>;

export const DistributionList = Type.Object({
  email_distribution_list_id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  subject: Type.String(),
  template: Type.Object({ template_id: Type.Integer(), name: Type.String() }),
  audience: DistributionAudience,
  frequency: DistributionFrequency,
  email_status: EmailStatus,
  /** Members the audience holds, less those who opted out of this list. */
  recipients: Type.Integer({ minimum: 0 }),
  opted_out: Type.Integer({ minimum: 0 }),
  created_at: DateTime,
  updated_at: DateTime,
});
export type DistributionList = Static<typeof DistributionList>;

/** The columns a page of distribution lists can be sorted by (`recipients`: the computed count). */
export const DISTRIBUTION_LIST_SORTS = ['name', 'created_at', 'updated_at', 'recipients'] as const;
export const DistributionListSort = Type.Union(
  DISTRIBUTION_LIST_SORTS.map((sort) => Type.Literal(sort)),
);
export type DistributionListSort = (typeof DISTRIBUTION_LIST_SORTS)[number];

export const DistributionListQuery = Type.Object({
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  email_status: Type.Optional(EmailStatus),
  /** Part of the name, any case. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  /** Without it: by name, then id. Equal values are ordered by id, in the same direction. */
  sort: Type.Optional(DistributionListSort),
  /** Applies to `sort` only; without `sort` the order stays by name, ascending. */
  sort_direction: Type.Optional(
    Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' }),
  ),
  account_id: Type.Optional(Id),
});
export type DistributionListQuery = Static<typeof DistributionListQuery>;

/** A page of distribution lists. */
export const DistributionListPage = Type.Object({
  items: Type.Array(DistributionList),
  total: Type.Integer({ minimum: 0 }),
  current_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  /** 1-based position of the first item on this page; null on an empty page. */
  from: Nullable(Type.Integer()),
  to: Nullable(Type.Integer()),
});
export type DistributionListPage = Static<typeof DistributionListPage>;

export const DistributionListParams = Type.Object({ id: Id });
export type DistributionListParams = Static<typeof DistributionListParams>;

export const DISTRIBUTION_LIST_NAME_MAX = 100;
export const DISTRIBUTION_LIST_DESCRIPTION_MAX = 500;
export const EMAIL_SUBJECT_MAX = 200;

const ListName = Type.String({ maxLength: DISTRIBUTION_LIST_NAME_MAX });
const ListDescription = Nullable(Type.String({ maxLength: DISTRIBUTION_LIST_DESCRIPTION_MAX }));
const Subject = Type.String({ maxLength: EMAIL_SUBJECT_MAX });

export const DistributionListCreateBody = Type.Object({
  name: ListName,
  description: Type.Optional(ListDescription),
  template_id: Id,
  /** Defaults to the template's subject. */
  subject: Type.Optional(Subject),
  audience: DistributionAudience,
  frequency: DistributionFrequency,
});
export type DistributionListCreateBody = Static<typeof DistributionListCreateBody>;

/** Fields given are changed; the others stay. */
export const DistributionListUpdateBody = Type.Object({
  email_distribution_list_id: Id,
  name: Type.Optional(ListName),
  description: Type.Optional(ListDescription),
  template_id: Type.Optional(Id),
  subject: Type.Optional(Subject),
  audience: Type.Optional(DistributionAudience),
  frequency: Type.Optional(DistributionFrequency),
});
export type DistributionListUpdateBody = Static<typeof DistributionListUpdateBody>;

/** Deactivates a list (`inactive`), or activates it again (`active`). */
export const DistributionListStatusBody = Type.Object({
  email_distribution_list_id: Id,
  email_status: EmailStatus,
});
export type DistributionListStatusBody = Static<typeof DistributionListStatusBody>;

/** A member's answer to a list's mail, recorded from the back office. */
export const BackofficeOptOutBody = Type.Object({
  email_distribution_list_id: Id,
  member_id: Id,
  opt_out: Type.Boolean(),
  /** The member acknowledged a payment the mail asked about. */
  payment_ack: Type.Optional(Type.Boolean()),
});
export type BackofficeOptOutBody = Static<typeof BackofficeOptOutBody>;

export const BackofficeOptOutResult = Type.Object({
  message: Type.String(),
  email_distribution_list_id: Type.Integer(),
  member_id: Type.Integer(),
  opt_out: Type.Boolean(),
  payment_ack: Type.Boolean(),
  /** The list's recipients after this answer. */
  recipients: Type.Integer({ minimum: 0 }),
});
export type BackofficeOptOutResult = Static<typeof BackofficeOptOutResult>;

/* ------------------------------------------------------------------ rephrasing */

export const REPHRASE_TONES = [
  'formal',
  'casual',
  'concise',
  'professional',
  'friendly',
  'neutral',
] as const;
export const RephraseTone = Type.Union(REPHRASE_TONES.map((tone) => Type.Literal(tone)));
export type RephraseTone = (typeof REPHRASE_TONES)[number];

export const REPHRASE_LANGUAGES = ['english', 'irish'] as const;
export const RephraseLanguage = Type.Union(
  REPHRASE_LANGUAGES.map((language) => Type.Literal(language)),
);
export type RephraseLanguage = (typeof REPHRASE_LANGUAGES)[number];

/** Rephrasing needs this many characters other than spaces (tags not counted). */
export const REPHRASE_MIN_CHARACTERS = 25;
/** The rich-text editor's default maximum, counted without tags. */
export const RICH_TEXT_MAX_LENGTH = 5000;
export const REPHRASE_TOO_SHORT = 'Minimum content length is 25 characters.';
export const REPHRASE_FAILED = 'Rephrasing failed. Please try again.';
/** The rich-text editor's and the image fields' refusals of a picture, before any upload. */
export const IMAGE_NOT_ADDED =
  'Image could not be added to content area. Please try again using another image.';
export const imageLoadError = (fileName: string) => `Error loading image: ${fileName}`;
/** The editor's link form refuses an address that is not a web address. */
export const LINK_ADDRESS_INVALID = 'Enter a web address starting with https:// or http://';

export const RephraseBody = Type.Object({
  /** The editor's content: text or HTML. */
  text: Type.String({ maxLength: 50_000 }),
  tone: RephraseTone,
  language: RephraseLanguage,
  /** Where the text is used (e.g. `news`, `email`, `page`): given to the model as context. */
  module: Type.String({ pattern: '^[A-Za-z0-9 _-]{1,40}$' }),
});
export type RephraseBody = Static<typeof RephraseBody>;

export const RephraseResult = Type.Object({
  data: Type.Object({ rephrased: Type.String() }),
});
export type RephraseResult = Static<typeof RephraseResult>;

/** The text a reader sees: tags removed, entities for spaces and brackets read as characters. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');
}

/**
 * The characters of rich text as its 'n/max' counter and maximum count them: tags not counted
 * (a tag adds nothing, not even a space), entities as the one character they stand for.
 */
export const countRichTextCharacters = (html: string): number =>
  html.replace(/<[^>]*>/g, '').replace(/&(nbsp|lt|gt|amp|quot|#39);/gi, '_').length;

/** Characters other than white space, as the rephrase minimum counts them. */
export const countNonSpaceCharacters = (html: string): number =>
  visibleText(html).replace(/\s+/g, '').length;

/* ------------------------------------------------------------------ images in the editor */

export const IMAGE_MAX_WIDTH = 1920;
export const IMAGE_MAX_HEIGHT = 1080;
/** A project limit beside the resolution: a 1920x1080 PNG of photo content fits. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_TYPES = ['png', 'gif', 'jpeg', 'webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const imageResolutionMessage = (width = IMAGE_MAX_WIDTH, height = IMAGE_MAX_HEIGHT) =>
  `The image exceeds the maximum allowed resolution of ${width}x${height}. Please upload a smaller image.`;

export const ImageUploadResult = Type.Object({
  /** Absolute URL of the stored image, for the editor's `<img src>`. */
  file_path: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ImageUploadResult = Static<typeof ImageUploadResult>;

export const ImageParams = Type.Object({
  file: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}\\.(png|jpg|gif|webp)$' }),
});
export type ImageParams = Static<typeof ImageParams>;

/* ------------------------------------------------------------------ messages written to a list */

const PageQuery = {
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  account_id: Type.Optional(Id),
};

const pageOf = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    current_page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
    from: Nullable(Type.Integer()),
    to: Nullable(Type.Integer()),
  });

/** A message composed in the back office and sent to a list's recipients. */
export const DistributionMessageBody = Type.Object({
  subject: Type.String({ maxLength: EMAIL_SUBJECT_MAX }),
  /** The editor's HTML; sanitised by the API before it is stored or sent. */
  content: Type.String({ maxLength: 200_000 }),
  /**
   * A key the browser makes once per message: sending again with it (a double click, a retry)
   * answers the message already sent and mails nobody twice.
   */
  idempotency_key: Type.String({ pattern: '^[A-Za-z0-9_-]{8,100}$' }),
});
export type DistributionMessageBody = Static<typeof DistributionMessageBody>;

export const DistributionMessage = Type.Object({
  id: Type.Integer(),
  email_distribution_list_id: Type.Integer(),
  subject: Type.String(),
  content: Type.String(),
  /** How many members it was sent to. */
  recipients: Type.Integer({ minimum: 0 }),
  sent_at: DateTime,
  /**
   * Its recipients by where their copy is: handed to the mail service, given up on after the
   * last attempt, still waiting for (another) attempt. Background jobs send the copies after the
   * message is recorded, so a message just sent has them all pending.
   */
  delivered: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  pending: Type.Integer({ minimum: 0 }),
});
export type DistributionMessage = Static<typeof DistributionMessage>;

export const DistributionMessageQuery = Type.Object(PageQuery);
export type DistributionMessageQuery = Static<typeof DistributionMessageQuery>;

/** A list's sent messages, newest first. */
export const DistributionMessagePage = pageOf(DistributionMessage);
export type DistributionMessagePage = Static<typeof DistributionMessagePage>;

/** The subject and body a message needs; the body counted as the editor counts it. */
export const MESSAGE_SUBJECT_REQUIRED = 'Please enter subject';
export const MESSAGE_CONTENT_REQUIRED = 'Please write the message';

/**
 * Placeholders a message to a list fills in for each recipient. The club's templates are
 * written for its automated emails and may hold others (`{{end_date}}`, `{{renew_link}}`...),
 * which a message to a list has no value for: those must be replaced before sending.
 */
export const MESSAGE_PLACEHOLDERS = ['first_name', 'club_name'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The placeholders in a text that a message to a list cannot fill, each once, in order. */
export function unfilledPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const known: readonly string[] = MESSAGE_PLACEHOLDERS;
  return [...new Set(names.filter((name) => !known.includes(name)))];
}

/** The message shown under a field holding placeholders a message to a list cannot fill. */
export const unfilledPlaceholdersText = (names: readonly string[]) =>
  `Replace ${names.map((name) => `{{${name}}}`).join(', ')} with your own text: only ` +
  `${MESSAGE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(' and ')} are filled in for each member.`;

/** The text with each known placeholder replaced by its value (already escaped for HTML). */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<MessagePlaceholder, string>>,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as MessagePlaceholder] : whole,
  );
}

/* ------------------------------------------------------------------ contact inbox */

export const ContactMessage = Type.Object({
  id: Type.Integer(),
  sender: Type.String(),
  sender_email: Type.String(),
  sender_phone: Nullable(Type.String()),
  subject: Type.String(),
  content: Type.String(),
  /** What it is about ("accessibility"); null for a general message. */
  category: Nullable(Type.String()),
  /** The category's sub-choice (an ACCESSIBILITY_TOPICS key); null without one. */
  category_detail: Nullable(Type.String()),
  created_at: DateTime,
  /** When a club admin first opened it; null while unread. */
  read_at: Nullable(DateTime),
});
export type ContactMessage = Static<typeof ContactMessage>;

export const CONTACT_MESSAGE_SORTS = ['created_at', 'sender', 'subject'] as const;
export type ContactMessageSort = (typeof CONTACT_MESSAGE_SORTS)[number];

export const ContactMessageQuery = Type.Object({
  ...PageQuery,
  /** Part of the sender's name or address, or of the subject, any case. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  read_status: Type.Optional(Type.Union([Type.Literal('read'), Type.Literal('unread')])),
  /** Without it: newest first. */
  sort: Type.Optional(Type.Union(CONTACT_MESSAGE_SORTS.map((sort) => Type.Literal(sort)))),
  sort_direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});
export type ContactMessageQuery = Static<typeof ContactMessageQuery>;

export const ContactMessagePage = Type.Composite([
  pageOf(ContactMessage),
  Type.Object({ unread: Type.Integer({ minimum: 0 }) }),
]);
export type ContactMessagePage = Static<typeof ContactMessagePage>;

export const ContactMessageParams = Type.Object({ id: Id });
export type ContactMessageParams = Static<typeof ContactMessageParams>;

export const ContactMessageReadBody = Type.Object({ read: Type.Boolean() });
export type ContactMessageReadBody = Static<typeof ContactMessageReadBody>;
