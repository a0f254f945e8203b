import { escapeHtml } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import { clubSiteUrl } from '../backoffice/club-site-url';
import type { ApiConfig } from '../config';
import type { Database } from '../db/schema';
import { issueMemberClaim, MEMBER_CLAIM_TTL_SECONDS } from '../identity/member-claim-repository';
import type { MailPort } from '../mail/mail-port';
import { findUnclaimedAdults, type UnclaimedAdult } from './household-repository';

/** The mail that hands an adult of someone's family the link to claim their own account. */
export function claimMail(adult: UnclaimedAdult, link: string) {
  const days = MEMBER_CLAIM_TTL_SECONDS / 86_400;
  const greeting = `Hello ${adult.firstName},`;
  const lead = `${adult.buyerName} has added you to their family at ${adult.clubName}.`;
  const ask = 'Open this link to claim your own account with this email address:';
  const after = `The link works once, for ${days} days. If you do not know ${adult.buyerName}, ignore this email.`;
  return {
    kind: 'family_claim',
    to: adult.email,
    subject: `Claim your ${adult.clubName} account`,
    text: `${greeting}\n\n${lead}\n${ask}\n${link}\n\n${after}`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">Claim my account</a></p><p>${escapeHtml(after)}</p>`,
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
  await context.mail.sendMail(
    claimMail(adult, `${site}/authentication/claim-account?c=${encodeURIComponent(code)}`),
  );
}
