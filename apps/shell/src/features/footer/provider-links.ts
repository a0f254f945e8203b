/** The platform provider named in every club site's 'Powered by' footer. */
export const PROVIDER = {
  name: 'Touchline',
  overviewUrl: 'https://touchline.ie',
  termsUrl: 'https://touchline.ie/terms',
  privacyUrl: 'https://touchline.ie/privacy',
} as const;
