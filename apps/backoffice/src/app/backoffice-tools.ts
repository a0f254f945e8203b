import { CLUB_SETTINGS_PATH } from '../club-settings/settings-texts';
import { INBOX_PATH } from '../contact/contact-inbox-page';
import { LISTS_PATH } from '../emails/email-paths';
import { NEWS_NAV_TITLE, NEWS_PATH } from '../news/news-texts';
import { FORMS_PATH } from '../forms/form-texts';
import { ORDERS_PATH, ORDERS_TITLE } from '../orders/order-texts';
import { PAYMENTS_PATH, PAYMENTS_TITLE } from '../payments/payments-texts';

export interface BackofficeTool {
  path: string;
  /** Its name in the navigation and on the home page. */
  title: string;
  /** What it is for, on the home page. */
  summary: string;
}

/** The back office's tools, in the order the navigation and the home page list them. */
export const BACKOFFICE_TOOLS: readonly BackofficeTool[] = [
  {
    path: LISTS_PATH,
    title: 'Emails',
    summary: 'Distribution lists, and messages to the members on them.',
  },
  {
    path: INBOX_PATH,
    title: 'Contact inbox',
    summary: "Messages sent from the club site's contact page.",
  },
  {
    path: FORMS_PATH,
    title: 'Forms',
    summary: 'The questions members answer when they join.',
  },
  {
    path: PAYMENTS_PATH,
    title: PAYMENTS_TITLE,
    summary: 'Money collected, due and failed by month, members in arrears, and a CSV export.',
  },
  {
    path: ORDERS_PATH,
    title: ORDERS_TITLE,
    summary: 'The club’s orders: refund an order or a line, cancel payments still to come.',
  },
  {
    path: CLUB_SETTINGS_PATH,
    title: 'Club settings',
    summary: "The club's location on the map.",
  },
  {
    path: NEWS_PATH,
    title: NEWS_NAV_TITLE,
    summary: 'The club’s news stories and pages: write, preview, schedule and publish them.',
  },
];
