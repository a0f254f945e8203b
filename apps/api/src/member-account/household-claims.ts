import { escapeHtml } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import type { Kysely } from 'kysely';
import { clubSiteUrl } from '../backoffice/club-site-url';
import type { ApiConfig } from '../config';
import type { Database } from '../db/schema';
import { issueMemberClaim, MEMBER_CLAIM_TTL_SECONDS } from '../identity/member-claim-repository';
import { htmlIn, mailTranslator } from '../mail/mail-language';
import { memberMailLanguage } from '../mail/mail-language-repository';
import type { MailPort } from '../mail/mail-port';
import { greeting as greetingOf } from '../mail/plain-text-mail';
import { findUnclaimedAdults, type UnclaimedAdult } from './household-repository';

/**
 * The mail that hands an adult of someone's family the link to claim their own account, in the
 * adult's language (no sign-in yet: their club's default, unless the address has one).
 */
export function claimMail(adult: UnclaimedAdult, link: string, language: Language = 'en') {
  const t = mailTranslator(language);
  const days = String(MEMBER_CLAIM_TTL_SECONDS / 86_400);
  const buyer = adult.buyerName;
  const greeting = greetingOf(adult.firstName, t);
  const lead = t('claim.lead', { buyer, club: adult.clubName });
  const ask = t('claim.ask');
  const after = t('claim.after', { days, buyer });
  return {
    kind: 'family_claim',
    to: adult.email,
    subject: t('claim.subject', { club: adult.clubName }),
    text: `${greeting}\n\n${lead}\n${ask}\n${link}\n\n${after}`,
    html: htmlIn(
      language,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t('claim.button'))}</a></p><p>${escapeHtml(after)}</p>`,
    ),
    data: { link, member_id: adult.memberId },
  };
}

/**
 * Mails each adult a paid order linked to a household, who has no sign-in yet, their single-use
 * claim link (once: an adult with a claim already gets none). Called after the order's payment
 * was committed.
 */
export async function sendHouseholdClaims(
  context: ClaimMailContext,
  orderId: string,
): Promise<void> {
  for (const adult of await findUnclaimedAdults(context.db, orderId)) {
    await sendClaimLink(context, adult);
  }
}

export interface ClaimMailContext {
  readonly db: Kysely<Database>;
  readonly mail: MailPort;
  readonly config: ApiConfig;
}

/** Issues an adult a new claim link (the earlier ones stop working) and mails it. */
export async function sendClaimLink(
  context: ClaimMailContext,
  adult: UnclaimedAdult,
): Promise<void> {
  const code = await issueMemberClaim(context.db, adult.memberId, adult.email);
  const site = clubSiteUrl(
    context.config.identity.siteUrl,
    context.config.defaultClub,
    adult.clubSlug,
  );
  const language = await memberMailLanguage(context.db, {
    email: adult.email,
    accountId: adult.accountId,
  });
  await context.mail.sendMail(
    claimMail(
      adult,
      `${site}/authentication/claim-account?c=${encodeURIComponent(code)}`,
      language,
    ),
  );
}
