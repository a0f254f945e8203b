import type { MailConfig } from './mail/mail-config';
import { isLoopbackUrl, type PaymentsConfig } from './payments/payments-config';

type Read = (name: string) => string | undefined;

export interface ProductionSettings {
  readonly payments: PaymentsConfig;
  readonly mail: MailConfig;
}

/**
 * What a production process (`NODE_ENV=production`) must be given explicitly. The development
 * defaults (card simulator, mail kept in the outbox table, embedded database, localhost
 * origins) would take money and send mail nowhere, so each missing setting is a startup
 * error that names it.
 */
export function checkProductionSettings(
  read: Read,
  { payments, mail }: ProductionSettings,
  problems: string[],
): void {
  if (payments.provider !== 'stripe') {
    problems.push(
      'In production PAYMENT_PROVIDER must be stripe, with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: the test card simulator is for development only',
    );
  }
  if (payments.provider === 'stripe' && payments.stripe.apiUrl) {
    if (!isLoopbackUrl(payments.stripe.apiUrl)) {
      problems.push(
        `In production STRIPE_API_URL may only name a stand-in on this machine (127.0.0.1, ::1 or localhost), got "${payments.stripe.apiUrl}": payments go to Stripe itself`,
      );
    }
  }
  if (mail.transport !== 'smtp') {
    problems.push(
      'In production MAIL_TRANSPORT must be smtp, with SMTP_URL: the mail outbox is for development only',
    );
  }
  if (read('DATABASE_URL') === undefined) {
    problems.push(
      'In production DATABASE_URL must name the PostgreSQL database: the embedded database is for development only',
    );
  }
  const publicUrl = read('PUBLIC_URL');
  if (publicUrl === undefined) {
    problems.push('In production PUBLIC_URL must be the https address browsers reach the API at');
  } else if (!isHttpsOrLoopback(publicUrl)) {
    problems.push(`In production PUBLIC_URL must be an https address, got "${publicUrl}"`);
  }
  const corsOrigins = read('CORS_ORIGINS');
  if (corsOrigins === undefined) {
    problems.push(
      'In production CORS_ORIGINS must list the club sites and the back-office origins',
    );
  } else {
    for (const origin of corsOrigins.split(',').map((entry) => entry.trim())) {
      if (origin && !isHttpsOrLoopback(origin)) {
        problems.push(`In production every CORS_ORIGINS entry must be https, got "${origin}"`);
      }
    }
  }
}

/**
 * Sign-in tokens and card details cross these addresses: https, or a loopback address of the
 * machine itself (a production build tried locally; browsers treat those as secure too).
 */
function isHttpsOrLoopback(address: string): boolean {
  const match = /^(https?):\/\/(?:\*\.)?([^/:]+)/i.exec(address);
  if (!match) return true; // not an address at all: loadConfig names that problem
  const [, scheme, host] = match;
  if (scheme!.toLowerCase() === 'https') return true;
  const name = host!.toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
}
