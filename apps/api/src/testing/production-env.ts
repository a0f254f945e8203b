/**
 * Every setting a production process must be given (`NODE_ENV=production` refuses to start
 * without them), with placeholder values: for tests of the production configuration.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://club@db.clubs.example:5432/touchline',
  PUBLIC_URL: 'https://api.clubs.example',
  CORS_ORIGINS: 'https://*.clubs.example,https://backoffice.clubs.example',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_placeholder',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_placeholder',
  STRIPE_WEBHOOK_SECRET: 'whsec_placeholder',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.clubs.example:587',
  MAPBOX_TOKEN: 'pk.placeholder',
  LOG_LEVEL: 'silent',
};
