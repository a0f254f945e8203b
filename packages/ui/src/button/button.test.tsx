import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button that acts on click and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { container } = render(<Button onClick={onClick}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('while loading shows a spinner, keeps its name and focus, and refuses clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    button.focus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('does not submit its form while loading', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled when told', () => {
    render(<Button disabled>Pay Now</Button>);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  });
});
