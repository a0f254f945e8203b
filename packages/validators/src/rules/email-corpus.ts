// Addresses people type, and near misses. Kept apart so every email rule is tried on the same set.

/** Valid everywhere. */
export const VALID_EMAILS: readonly string[] = [
  'member@example.com',
  'first.last@glenarden-gaels.ie',
  "o'brien@example.ie",
  'mary_kate@sub.domain.co.uk',
  'UPPER.case@EXAMPLE.IE',
  '1234567@numbers.com',
  'a@b.cd',
  'hyphen-ated@my-club.org',
  'x@a1.b2.example.travel',
  'tilde~and=equals@example.com',
  `${'l'.repeat(64)}@example.com`,
];

/** Valid, but refused where a plus sign is not allowed (guest checkout). */
export const VALID_EMAILS_WITH_PLUS: readonly string[] = [
  'member+club@example.com',
  '+leading@example.com',
  'a+b+c@example.ie',
];

/** Refused everywhere. */
export const INVALID_EMAILS: readonly string[] = [
  '',
  'plainaddress',
  '@example.com',
  'member@',
  'member@@example.com',
  'mem@ber@example.com',
  'member@example',
  'member@.example.com',
  'member@example..com',
  'member@example.com.',
  '.member@example.com',
  'member.@example.com',
  'mem..ber@example.com',
  'member @example.com',
  ' member@example.com',
  'member@example.com ',
  'member@exa mple.com',
  'member@-example.com',
  'member@example-.com',
  'member@example.c',
  'member@example.123',
  'member@[127.0.0.1]',
  '"quoted"@example.com',
  'mem(ber)@example.com',
  'mem,ber@example.com',
  'mem;ber@example.com',
  'mem\\ber@example.com',
  'memb<er>@example.com',
  'üser@example.com',
  'member@exämple.com',
  'member@example_club.com',
  `${'l'.repeat(65)}@example.com`,
  `member@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(63)}.com`,
  `member@${'d'.repeat(64)}.com`,
];
