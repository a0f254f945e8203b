import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { FormField, visibleFieldError } from './form-field';

describe('FormField', () => {
  it('labels the control and ties its hint to it', async () => {
    const { container } = render(
      <FormField label="Subject" hint="Leave it empty to use the template's subject.">
        {(control) => <input {...control} type="text" />}
      </FormField>,
    );
    const input = screen.getByLabelText('Subject');
    expect(input).toHaveAccessibleDescription("Leave it empty to use the template's subject.");
    expect(input).not.toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks a required control and an invalid one, describing it with hint and error', async () => {
    const { container } = render(
      <FormField label="Name" required hint="As members will see it." error="Please enter a name">
        {(control) => <input {...control} type="text" />}
      </FormField>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As members will see it. Please enter a name');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps an aside control beside the field, reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <FormField
        label="Password"
        aside={
          <button type="button" aria-pressed="false">
            Show password
          </button>
        }
      >
        {(control) => <input {...control} type="password" />}
      </FormField>,
    );
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
  });
});

describe('visibleFieldError', () => {
  it("shows a rule's message only once the field was touched", () => {
    expect(visibleFieldError({ touched: false, error: 'Please enter a name' })).toBeUndefined();
    expect(visibleFieldError({ touched: true, error: 'Please enter a name' })).toBe(
      'Please enter a name',
    );
  });

  it("shows the server's refusal until the value changes", () => {
    const refused = { touched: true, submitError: 'A list with this name already exists' };
    expect(visibleFieldError(refused)).toBe('A list with this name already exists');
    expect(visibleFieldError({ ...refused, dirtySinceLastSubmit: true })).toBeUndefined();
    expect(visibleFieldError({}, 'Invalid email')).toBe('Invalid email');
    expect(visibleFieldError({ dirtySinceLastSubmit: true }, 'Invalid email')).toBeUndefined();
  });
});
