import { CLUB_SETTINGS_PATH } from '../club-settings/settings-texts';
import { INBOX_PATH } from '../contact/contact-inbox-page';
import { LISTS_PATH } from '../emails/email-paths';
import { LOTTO_PATH } from '../lotto/lotto-texts';
import { MEMBERS_PATH } from '../members/members-texts';
import { NEWS_PATH } from '../news/news-texts';
import { FORMS_PATH } from '../forms/form-texts';
import { ORDERS_PATH } from '../orders/order-texts';
import { PAYMENTS_PATH } from '../payments/payments-texts';
import { TEAM_PATH } from '../team/team-texts';
import { mayUseTool, type BackofficeToolName } from '@touchline/contracts';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

export interface BackofficeTool {
  /** Its name in the table of what each role may use (`BACKOFFICE_PERMISSIONS`). */
  tool: BackofficeToolName;
  path: string;
  /** Its name in the navigation and on the home page (a message of the catalogue). */
  title: BackofficeMessageId;
  /** What it is for, on the home page (a message of the catalogue). */
  summary: BackofficeMessageId;
}

/** The back office's tools, in the order the navigation and the home page list them. */
export const BACKOFFICE_TOOLS: readonly BackofficeTool[] = [
  {
    tool: 'emails',
    path: LISTS_PATH,
    title: 'tools.emails.title',
    summary: 'tools.emails.summary',
  },
  {
    tool: 'inbox',
    path: INBOX_PATH,
    title: 'tools.inbox.title',
    summary: 'tools.inbox.summary',
  },
  {
    tool: 'forms',
    path: FORMS_PATH,
    title: 'tools.forms.title',
    summary: 'tools.forms.summary',
  },
  {
    tool: 'members',
    path: MEMBERS_PATH,
    title: 'tools.members.title',
    summary: 'tools.members.summary',
  },
  {
    tool: 'payments',
    path: PAYMENTS_PATH,
    title: 'tools.payments.title',
    summary: 'tools.payments.summary',
  },
  {
    tool: 'orders',
    path: ORDERS_PATH,
    title: 'tools.orders.title',
    summary: 'tools.orders.summary',
  },
  {
    tool: 'lotto',
    path: LOTTO_PATH,
    title: 'tools.lotto.title',
    summary: 'tools.lotto.summary',
  },
  {
    tool: 'settings',
    path: CLUB_SETTINGS_PATH,
    title: 'tools.settings.title',
    summary: 'tools.settings.summary',
  },
  {
    tool: 'news',
    path: NEWS_PATH,
    title: 'tools.news.title',
    summary: 'tools.news.summary',
  },
  {
    tool: 'team',
    path: TEAM_PATH,
    title: 'tools.team.title',
    summary: 'tools.team.summary',
  },
];

/** The tools a person holding `roles` in the club may use, in the navigation's order. */
export function toolsFor(roles: readonly string[]): readonly BackofficeTool[] {
  return BACKOFFICE_TOOLS.filter((tool) => mayUseTool(roles, tool.tool));
}
