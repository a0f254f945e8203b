import { INVALID_EMAILS, VALID_EMAILS, VALID_EMAILS_WITH_PLUS } from '../rules/email-corpus';
import { guestEmail, guestName } from './guest';

describe('guest rules', () => {
  it('names: "This is a required field", then "No spaces allowed"', () => {
    expect(guestName('')).toBe('This is a required field');
    expect(guestName(' Seán')).toBe('No spaces allowed');
    expect(guestName('Seán ')).toBe('No spaces allowed');
    expect(guestName('Seán')).toBeUndefined();
  });

  it('email: required', () => {
    expect(guestEmail('')).toBe('This is a required field');
    expect(guestEmail(undefined)).toBe('This is a required field');
  });

  it.each(VALID_EMAILS)('email: accepts %s', (address) => {
    expect(guestEmail(address)).toBeUndefined();
  });

  it.each([...VALID_EMAILS_WITH_PLUS, ...INVALID_EMAILS.filter(Boolean)])(
    'email: refuses %p',
    (address) => expect(guestEmail(address)).toBe('Please enter a valid email address'),
  );
});
