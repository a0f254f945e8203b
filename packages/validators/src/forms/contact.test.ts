import fc from 'fast-check';
import { CONTACT_LIMITS, NAME_MIN_LENGTH } from '../core/limits';
import { INVALID_EMAILS, VALID_EMAILS, VALID_EMAILS_WITH_PLUS } from '../rules/email-corpus';
import {
  contactEmail,
  contactMessage,
  contactName,
  contactPhoneNumber,
  contactSurname,
} from './contact';

describe('contact form rules', () => {
  it('name: required, at least the shared minimum, at most 32', () => {
    expect(NAME_MIN_LENGTH).toBe(2);
    expect(contactName('')).toBe('Please enter your name');
    expect(contactName('   ')).toBe('Please enter your name');
    expect(contactName('A')).toBe('Name must be at least 2 characters long');
    expect(contactName(' A ')).toBe('Name must be at least 2 characters long');
    expect(contactName('Al')).toBeUndefined();
    expect(contactName('a'.repeat(33))).toBe('Maximum length 32');
  });

  it('surname: the same pattern', () => {
    expect(contactSurname('')).toBe('Please enter your surname');
    expect(contactSurname('B')).toBe('Surname must be at least 2 characters long');
    expect(contactSurname('Byrne')).toBeUndefined();
    expect(contactSurname('b'.repeat(33))).toBe('Maximum length 32');
  });

  it('email: required, at least 4, valid without edge or double dots, at most 64', () => {
    expect(contactEmail('')).toBe('Please enter your email');
    expect(contactEmail('a@b')).toBe('Email must be at least 4 characters long');
    expect(contactEmail('.member@example.com')).toBe('Please enter a valid email address');
    expect(contactEmail('member@example.com.')).toBe('Please enter a valid email address');
    expect(contactEmail('mem..ber@example.com')).toBe('Please enter a valid email address');
    expect(contactEmail(`${'a'.repeat(53)}@example.com`)).toBe('Maximum length 64');
    expect(CONTACT_LIMITS.emailMax).toBe(64);
  });

  it.each([...VALID_EMAILS, ...VALID_EMAILS_WITH_PLUS].filter((e) => e.length <= 64))(
    'email: accepts %s',
    (address) => expect(contactEmail(address)).toBeUndefined(),
  );

  it.each(INVALID_EMAILS.filter((e) => e.trim().length >= 4 && e.length <= 64))(
    'email: refuses %p',
    (address) => expect(contactEmail(address)).toBe('Please enter a valid email address'),
  );

  it('phone: optional, "+" then at most 15 digits', () => {
    expect(contactPhoneNumber('')).toBeUndefined();
    expect(contactPhoneNumber('+353871234567')).toBeUndefined();
    expect(contactPhoneNumber('+1234567890123456')).toBe('Invalid value');
    expect(contactPhoneNumber('0871234567')).toBe('Invalid value');
    expect(contactPhoneNumber('+353 87')).toBe('Invalid value');
  });

  it('message: required, at least 4 and at most 1500 characters once trimmed', () => {
    expect(contactMessage('')).toBe('Please enter your message');
    expect(contactMessage('    ')).toBe('Please enter your message');
    expect(contactMessage('  Hi!  ')).toBe('Message must be at least 4 characters long');
    expect(contactMessage('Hello')).toBeUndefined();
    expect(contactMessage(` ${'m'.repeat(1500)} `)).toBeUndefined();
    expect(contactMessage('m'.repeat(1501))).toBe('Maximum length 1500');
  });

  it('message: any text with 4 to 1500 characters once trimmed passes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 1600 }), (text) => {
        const length = text.trim().length;
        return (contactMessage(text) === undefined) === (length >= 4 && length <= 1500);
      }),
    );
  });
});
