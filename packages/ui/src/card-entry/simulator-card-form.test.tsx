import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { SimulatorCardForm, type SimulatorCardChange } from './simulator-card-form';

const nextYear = (new Date().getFullYear() + 1) % 100;
const FUTURE = `12${String(nextYear).padStart(2, '0')}`;

function renderForm({ disabled = false } = {}) {
  const changes: SimulatorCardChange[] = [];
  const user = userEvent.setup();
  const view = render(
    <SimulatorCardForm disabled={disabled} onChange={(change) => changes.push(change)} />,
  );
  return {
    ...view,
    user,
    changes,
    last: () => changes[changes.length - 1],
    number: () => screen.getByLabelText('Card number'),
    expiry: () => screen.getByLabelText('Expiry date'),
    cvc: () => screen.getByLabelText('Security code'),
  };
}

describe('SimulatorCardForm', () => {
  it('labels its fields for card autofill and a numeric keypad, with the test cards named', () => {
    const { number, expiry, cvc } = renderForm();
    expect(number()).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiry()).toHaveAttribute('autocomplete', 'cc-exp');
    expect(cvc()).toHaveAttribute('autocomplete', 'cc-csc');
    for (const input of [number(), expiry(), cvc()]) {
      expect(input).toHaveAttribute('inputmode', 'numeric');
    }
    expect(expiry()).toHaveAttribute('placeholder', 'MM / YY');
    expect(screen.getByText(/^Test mode: use 4242 4242 4242 4242/)).toBeInTheDocument();
  });

  it('formats the number, the expiry date and the code as they are typed', async () => {
    const { user, number, expiry, cvc } = renderForm();
    await user.type(number(), '4242x42424242424299');
    expect(number()).toHaveValue('4242 4242 4242 4242');
    await user.type(expiry(), '3');
    expect(expiry()).toHaveValue('03');
    await user.type(expiry(), '29');
    expect(expiry()).toHaveValue('03 / 29');
    await user.type(cvc(), '12345');
    expect(cvc()).toHaveValue('123');
  });

  it('groups an amex number 4-6-5 and takes its 4-digit code', async () => {
    const { user, number, cvc } = renderForm();
    await user.type(number(), '378282246310005');
    expect(number()).toHaveValue('3782 822463 10005');
    await user.type(cvc(), '12345');
    expect(cvc()).toHaveValue('1234');
  });

  it('lets the expiry separator be deleted', async () => {
    const { user, expiry } = renderForm();
    await user.type(expiry(), '123');
    expect(expiry()).toHaveValue('12 / 3');
    await user.type(expiry(), '{Backspace}');
    expect(expiry()).toHaveValue('12');
    await user.type(expiry(), '{Backspace}');
    expect(expiry()).toHaveValue('1');
  });

  it('is complete with the card to tokenise once every field is valid', async () => {
    const { user, number, expiry, cvc, last } = renderForm();
    await user.type(number(), '4242424242424242');
    await user.type(expiry(), FUTURE);
    expect(last()).toEqual({ complete: false, card: null });
    await user.type(cvc(), '123');
    expect(last()).toEqual({
      complete: true,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2000 + nextYear, cvc: '123' },
    });
    await user.type(cvc(), '{Backspace}');
    expect(last()).toEqual({ complete: false, card: null });
    expect(screen.queryByText(/^Your card/)).not.toBeInTheDocument();
  });

  it('says a complete number that fails the checksum is invalid', async () => {
    const { user, number, last } = renderForm();
    await user.type(number(), '4242424242424241');
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    expect(number()).toHaveAccessibleDescription('Your card number is invalid.');
    expect(last()?.complete).toBe(false);
    await user.type(number(), '{Backspace}2');
    expect(screen.queryByText('Your card number is invalid.')).not.toBeInTheDocument();
    expect(number()).not.toHaveAttribute('aria-invalid');
  });

  it('says an expiry date in the past, or a month that does not exist, is wrong', async () => {
    const { user, expiry } = renderForm();
    await user.type(expiry(), '0120');
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeInTheDocument();
    expect(expiry()).toHaveAccessibleDescription("Your card's expiration date is in the past.");
    await user.clear(expiry());
    await user.type(expiry(), `13${FUTURE.slice(2)}`);
    expect(screen.getByText("Your card's expiration date is invalid.")).toBeInTheDocument();
  });

  it('says a field left incomplete is incomplete, not while it is being typed', async () => {
    const { user, number, cvc } = renderForm();
    await user.type(number(), '4242 4242');
    expect(screen.queryByText('Your card number is incomplete.')).not.toBeInTheDocument();
    await user.click(cvc());
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
  });

  it('takes its card away when it leaves the page', async () => {
    const { user, number, expiry, cvc, last, unmount } = renderForm();
    await user.type(number(), '4242424242424242');
    await user.type(expiry(), FUTURE);
    await user.type(cvc(), '123');
    expect(last()?.complete).toBe(true);
    unmount();
    expect(last()).toEqual({ complete: false, card: null });
  });

  it('takes nothing while disabled', async () => {
    const { user, number, changes } = renderForm({ disabled: true });
    expect(number()).toBeDisabled();
    await user.type(number(), '4242');
    expect(number()).toHaveValue('');
    expect(changes).toEqual([]);
  });

  it('has no accessibility violations, empty or showing errors', async () => {
    const { user, container, number, expiry } = renderForm();
    expect(await axe(container)).toHaveNoViolations();
    await user.type(number(), '4242424242424241');
    await user.type(expiry(), '0120');
    expect(screen.getAllByText(/^Your card/)).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });
});
