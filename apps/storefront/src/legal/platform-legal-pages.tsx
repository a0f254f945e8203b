import type { Translate } from '@touchline/i18n';
import type { ReactNode } from 'react';
import type { LegalMessageId } from './legal-messages';

type T = Translate<LegalMessageId>;

/**
 * A legal page the platform provides for every club that has not published its own. Each
 * paragraph, heading and list item is one message, the club's name a placeholder in it, so a
 * translator sees whole sentences.
 */
export interface PlatformLegalPage {
  title: LegalMessageId;
  summary: LegalMessageId;
  body: (t: T, club: string) => ReactNode;
}

const cookiesPolicy: PlatformLegalPage = {
  title: 'cookies.title',
  summary: 'cookies.summary',
  body: (t, club) => (
    <>
      <p>{t('cookies.intro', { club })}</p>
      <h2>{t('cookies.needed.heading')}</h2>
      <ul>
        <li>{t('cookies.needed.session')}</li>
        <li>{t('cookies.needed.cart')}</li>
        <li>{t('cookies.needed.consent')}</li>
      </ul>
      <h2>{t('cookies.analytics.heading')}</h2>
      <p>{t('cookies.analytics.body')}</p>
      <h2>{t('cookies.change.heading')}</h2>
      <p>{t('cookies.change.body')}</p>
    </>
  ),
};

const privacyPolicy: PlatformLegalPage = {
  title: 'privacy.title',
  summary: 'privacy.summary',
  body: (t, club) => (
    <>
      <p>{t('privacy.intro', { club })}</p>
      <h2>{t('privacy.kept.heading')}</h2>
      <ul>
        <li>{t('privacy.kept.account')}</li>
        <li>{t('privacy.kept.registrations')}</li>
        <li>{t('privacy.kept.orders')}</li>
        <li>{t('privacy.kept.messages')}</li>
      </ul>
      <h2>{t('privacy.emails.heading')}</h2>
      <p>{t('privacy.emails.body')}</p>
      <h2>{t('privacy.rights.heading')}</h2>
      <p>{t('privacy.rights.body')}</p>
    </>
  ),
};

/** By page slug: the default shown at /pages/{slug} when the club has no page of that name. */
export const PLATFORM_LEGAL_PAGES: Readonly<Record<string, PlatformLegalPage>> = {
  'cookies-policy': cookiesPolicy,
  'privacy-policy': privacyPolicy,
};
