import { CLUB_SETTINGS_PATH } from '../club-settings/settings-texts';
import { INBOX_PATH } from '../contact/contact-inbox-page';
import { LISTS_PATH } from '../emails/email-paths';
import { LOTTO_PATH, LOTTO_TITLE } from '../lotto/lotto-texts';
import { MEMBERS_PATH, MEMBERS_TITLE } from '../members/members-texts';
import { NEWS_NAV_TITLE, NEWS_PATH } from '../news/news-texts';
import { FORMS_PATH } from '../forms/form-texts';
import { ORDERS_PATH, ORDERS_TITLE } from '../orders/order-texts';
import { PAYMENTS_PATH, PAYMENTS_TITLE } from '../payments/payments-texts';
import { TEAM_PATH, TEAM_TITLE } from '../team/team-texts';
import { mayUseTool, type BackofficeToolName } from '@touchline/contracts';

export interface BackofficeTool {
  /** Its name in the table of what each role may use (`BACKOFFICE_PERMISSIONS`). */
  tool: BackofficeToolName;
  path: string;
  /** Its name in the navigation and on the home page. */
  title: string;
  /** What it is for, on the home page. */
  summary: string;
}

/** The back office's tools, in the order the navigation and the home page list them. */
export const BACKOFFICE_TOOLS: readonly BackofficeTool[] = [
  {
    tool: 'emails',
    path: LISTS_PATH,
    title: 'Emails',
    summary: 'Distribution lists, and messages to the members on them.',
  },
  {
    tool: 'inbox',
    path: INBOX_PATH,
    title: 'Contact inbox',
    summary: "Messages sent from the club site's contact page.",
  },
  {
    tool: 'forms',
    path: FORMS_PATH,
    title: 'Forms',
    summary: 'The questions members answer when they join.',
  },
  {
    tool: 'members',
    path: MEMBERS_PATH,
    title: MEMBERS_TITLE,
    summary:
      'The member register: memberships, households, payments and answers, with a CSV export.',
  },
  {
    tool: 'payments',
    path: PAYMENTS_PATH,
    title: PAYMENTS_TITLE,
    summary: 'Money collected, due and failed by month, members in arrears, and a CSV export.',
  },
  {
    tool: 'orders',
    path: ORDERS_PATH,
    title: ORDERS_TITLE,
    summary: 'The club’s orders: refund an order or a line, cancel payments still to come.',
  },
  {
    tool: 'lotto',
    path: LOTTO_PATH,
    title: LOTTO_TITLE,
    summary: 'The lotto’s draws, the lines playing in each and who plays which numbers.',
  },
  {
    tool: 'settings',
    path: CLUB_SETTINGS_PATH,
    title: 'Club settings',
    summary: "The club's location on the map.",
  },
  {
    tool: 'news',
    path: NEWS_PATH,
    title: NEWS_NAV_TITLE,
    summary: 'The club’s news stories and pages: write, preview, schedule and publish them.',
  },
  {
    tool: 'team',
    path: TEAM_PATH,
    title: TEAM_TITLE,
    summary: 'The people who run the club with you: invite someone to a role, or remove it.',
  },
];

/** The tools a person holding `roles` in the club may use, in the navigation's order. */
export function toolsFor(roles: readonly string[]): readonly BackofficeTool[] {
  return BACKOFFICE_TOOLS.filter((tool) => mayUseTool(roles, tool.tool));
}
