import { createForm, type FieldValidator } from 'final-form';
import { composeValidators, confirmPassword, contactEmail, newPassword, required } from '../index';

// Compile-time: the validators are final-form field validators as they are.
const asFieldValidator = <T>(validate: FieldValidator<T>) => validate;

describe('use with final-form', () => {
  it('validates registered fields with the messages of the specification', () => {
    const form = createForm<{ email?: string; password?: string; confirm?: string }>({
      onSubmit: () => undefined,
    });
    form.registerField(
      'email',
      () => {},
      { error: true },
      { getValidator: () => asFieldValidator<string | undefined>(contactEmail) },
    );
    form.registerField(
      'password',
      () => {},
      { error: true },
      { getValidator: () => asFieldValidator<string | undefined>(newPassword) },
    );
    form.registerField(
      'confirm',
      () => {},
      { error: true },
      {
        getValidator: () =>
          asFieldValidator<string | undefined>(
            composeValidators(required(), confirmPassword('password')),
          ),
      },
    );
    form.change('email', 'member@');
    form.change('password', 'Abcdefg1');
    form.change('confirm', 'Abcdefg2');
    expect(form.getFieldState('email')?.error).toBe('Please enter a valid email address');
    expect(form.getFieldState('password')?.error).toBeUndefined();
    expect(form.getFieldState('confirm')?.error).toBe('Password do not match');
    form.change('confirm', 'Abcdefg1');
    expect(form.getFieldState('confirm')?.error).toBeUndefined();
  });
});
