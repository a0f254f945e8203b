import { render, screen } from '@testing-library/react';
import { MessageForm } from './message-form';

/** The form's send button while its message goes. */
function sendingButton(stillSpinner?: boolean) {
  render(
    <MessageForm
      label="Message"
      sending
      sentCount={0}
      onSubmit={() => undefined}
      sendLabel="Send"
      stillSpinner={stillSpinner}
    >
      {null}
    </MessageForm>,
  );
  const send = screen.getByRole('button', { name: 'Send' });
  return { send, spinner: send.querySelector('[aria-hidden="true"]') };
}

describe('MessageForm', () => {
  it('shows a spinner that turns slowly for less motion, by default', () => {
    const { send, spinner } = sendingButton();
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(spinner).toHaveClass('spinner');
    expect(spinner).not.toHaveClass('still');
  });

  it('stops the spinner for less motion when asked (`stillSpinner`), its name unchanged', () => {
    const { send, spinner } = sendingButton(true);
    expect(send).toHaveAccessibleName('Send');
    expect(spinner).toHaveClass('spinner', 'still');
  });
});
