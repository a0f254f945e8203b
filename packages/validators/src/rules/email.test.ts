import fc from 'fast-check';
import { EMAIL_DOES_NOT_MATCH, INVALID_EMAIL_ADDRESS } from '../core/messages';
import { INVALID_EMAILS, VALID_EMAILS, VALID_EMAILS_WITH_PLUS } from './email-corpus';
import { email, isEmail, matchesField, matchingEmails } from './email';

describe('isEmail', () => {
  it.each(VALID_EMAILS)('accepts %s', (address) => {
    expect(isEmail(address)).toBe(true);
    expect(isEmail(address, { allowPlus: false })).toBe(true);
  });

  it.each(VALID_EMAILS_WITH_PLUS)('accepts %s, unless a plus sign is refused', (address) => {
    expect(isEmail(address)).toBe(true);
    expect(isEmail(address, { allowPlus: false })).toBe(false);
  });

  it.each(INVALID_EMAILS)('refuses %p', (address) => {
    expect(isEmail(address)).toBe(false);
    expect(isEmail(address, { allowPlus: false })).toBe(false);
  });

  it('accepts every address of the RFC grammar that it supports', () => {
    fc.assert(fc.property(fc.emailAddress(), (address) => isEmail(address)));
  });

  it('refuses an address with whitespace anywhere in it', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.nat(),
        fc.constantFrom(' ', '\t', '\n'),
        (address, at, space) => {
          const i = at % (address.length + 1);
          return !isEmail(address.slice(0, i) + space + address.slice(i));
        },
      ),
    );
  });

  it('refuses an address without exactly one @', () => {
    fc.assert(fc.property(fc.emailAddress(), (address) => !isEmail(address.replace('@', ''))));
    fc.assert(fc.property(fc.emailAddress(), (address) => !isEmail(address.replace('@', '@@'))));
  });

  it('refuses an address once a plus sign is added, where plus signs are refused', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => !isEmail(`+${address}`, { allowPlus: false })),
    );
  });
});

describe('email', () => {
  it('leaves an empty value to the required rule', () => {
    expect(email()('')).toBeUndefined();
    expect(email()(undefined)).toBeUndefined();
  });

  it('says "Invalid email address" unless told otherwise', () => {
    expect(email()('member@')).toBe(INVALID_EMAIL_ADDRESS);
    expect(email('Email must be valid')('member@')).toBe('Email must be valid');
    expect(email()('member@example.com')).toBeUndefined();
  });
});

describe('matchingEmails', () => {
  const validate = matchingEmails('email');

  it('accepts the same address in another case or with edge spaces', () => {
    expect(validate('Member@Example.com ', { email: 'member@example.com' })).toBeUndefined();
  });

  it('says "Email does not match" for another address', () => {
    expect(validate('other@example.com', { email: 'member@example.com' })).toBe(
      EMAIL_DOES_NOT_MATCH,
    );
  });

  it('reads nested fields by a dotted name', () => {
    expect(matchingEmails('user.email')('a@b.ie', { user: { email: 'x@b.ie' } })).toBe(
      EMAIL_DOES_NOT_MATCH,
    );
  });
});

describe('matchesField', () => {
  it('compares exactly, case included', () => {
    const validate = matchesField('password', 'Password do not match');
    expect(validate('Secret12', { password: 'Secret12' })).toBeUndefined();
    expect(validate('secret12', { password: 'Secret12' })).toBe('Password do not match');
  });
});
