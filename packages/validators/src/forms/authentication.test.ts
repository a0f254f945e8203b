import fc from 'fast-check';
import {
  addressText,
  authEmail,
  confirmEmail,
  confirmPassword,
  firstName,
  lastName,
  mobile,
  newPassword,
  requiredMobile,
  resetCode,
  signInPassword,
  signUpEmail,
  termsAccepted,
} from './authentication';

describe('authentication rules', () => {
  it('email: required and valid', () => {
    expect(authEmail('')).toBe('Email is required');
    expect(authEmail('member@')).toBe('Email must be valid');
    expect(authEmail('member@example.com')).toBeUndefined();
  });

  it('sign-in password: required, then 4 to 100 characters', () => {
    expect(signInPassword('')).toBe('Password is required');
    expect(signInPassword('abc')).toBe('Invalid password');
    expect(signInPassword('a'.repeat(101))).toBe('Invalid password');
    expect(signInPassword('abcd')).toBeUndefined();
  });

  it('sign-up email: required, valid, at least 6 characters', () => {
    expect(signUpEmail('')).toBe('Email is required');
    expect(signUpEmail('a@b')).toBe('Email must be valid');
    expect(signUpEmail('a@b.i')).toBe('Email must be valid');
    expect(signUpEmail('a@b.ie')).toBeUndefined();
  });

  it('confirm email: as the email, then "Email does not match"', () => {
    const validate = confirmEmail('user.email');
    const values = { user: { email: 'member@example.com' } };
    expect(validate('', values)).toBe('Email is required');
    expect(validate('other@example.com', values)).toBe('Email does not match');
    expect(validate('MEMBER@example.com', values)).toBeUndefined();
  });

  it.each([
    ['', 'Password is required'],
    ['Abc 12345', 'No spaces allowed'],
    ['Abc(12345', 'Note special characters ( / [ ] * ; are not accepted.'],
    ['Abc\\12345', 'Note special characters ( / [ ] * ; are not accepted.'],
    ['Abc1234', 'At least 8 characters'],
    [`Abc${'1'.repeat(28)}`, 'At most 30 characters'],
    ['abcd1234', 'At least one upper case'],
    ['ABCD1234', 'At least one lower case'],
    ['Abcdefgh', 'At least one number'],
    ['Select1234', 'Password not allowed, please enter a different password.'],
    ['MyConfigure1', 'Password not allowed, please enter a different password.'],
  ])('new password %p: %s', (value, message) => {
    expect(newPassword(value)).toBe(message);
  });

  it('new password: accepts 8 to 30 characters with a digit, a lower- and an upper-case letter', () => {
    expect(newPassword('Abcdefg1')).toBeUndefined();
    expect(newPassword('Goal!Keeper-2026')).toBeUndefined();
    const strong = fc
      .tuple(
        fc.stringMatching(/^[A-Z]$/),
        fc.stringMatching(/^[a-z]$/),
        fc.stringMatching(/^\d$/),
        fc.stringMatching(/^[A-Za-z0-9!@#%&_-]{5,27}$/),
      )
      .map((parts) => parts.join(''))
      .filter((p) => !/select|configure/i.test(p));
    fc.assert(fc.property(strong, (password) => newPassword(password) === undefined));
  });

  it('confirm password: required, then "Password do not match"', () => {
    const validate = confirmPassword();
    expect(validate('', { password: 'Abcdefg1' })).toBe('Password is required');
    expect(validate('Abcdefg2', { password: 'Abcdefg1' })).toBe('Password do not match');
    expect(validate('Abcdefg1', { password: 'Abcdefg1' })).toBeUndefined();
  });

  it('names: required with their own message, no leading or trailing spaces', () => {
    expect(firstName('')).toBe('First name is required');
    expect(lastName('')).toBe('Last name is required');
    expect(firstName(' Aoife')).toBe('No spaces allowed');
    expect(lastName('Ní Bhriain ')).toBe('No spaces allowed');
    expect(lastName('Ní Bhriain')).toBeUndefined();
  });

  it('county, city and address lines: optional, no leading or trailing spaces', () => {
    expect(addressText('')).toBeUndefined();
    expect(addressText(' Main Street')).toBe('No spaces allowed');
    expect(addressText('Main Street')).toBeUndefined();
  });

  it('mobile: optional, 9 or more digits with an optional country prefix', () => {
    const validate = mobile('+353 87 123 4567');
    expect(validate('')).toBeUndefined();
    expect(validate(null)).toBeUndefined();
    expect(validate('0871234')).toBe('Mobile phone must be valid e.g.: +353 87 123 4567');
    expect(validate('+353871234567')).toBeUndefined();
    expect(mobile()('12')).toBe('Mobile phone must be valid e.g.: +353871234567');
    expect(requiredMobile()('')).toBe('Mobile phone number is required');
  });

  it('terms must be ticked', () => {
    expect(termsAccepted(false)).toBe('This is a required field');
    expect(termsAccepted(true)).toBeUndefined();
  });

  it('reset code: required, at least 6 characters', () => {
    expect(resetCode('')).toBe('Code is required');
    expect(resetCode('12345')).toBe('Invalid code');
    expect(resetCode('123456')).toBeUndefined();
  });
});
