import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { AlertDialog, ConfirmDialog, ErrorDialog } from './message-dialogs';

function ConfirmHarness({ onConfirm = () => {}, loading = false }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete question
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this question?"
        loading={loading}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <p>
          It will be removed from the form. <a href="/help">Help</a>
        </p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with the default labels Confirm and Cancel, and has no accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = render(<ConfirmHarness />);
    await user.click(screen.getByRole('button', { name: 'Delete question' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this question?' });
    expect(dialog).toHaveAccessibleDescription('It will be removed from the form. Help');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('confirms, closes and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<ConfirmHarness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete question' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cancels with Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<ConfirmHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete question' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete question' })).toHaveFocus();
  });

  it('stays open when the backdrop or the page outside is clicked', async () => {
    const user = userEvent.setup();
    render(<ConfirmHarness />);
    await user.click(screen.getByRole('button', { name: 'Delete question' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(dialog);
    await user.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<ConfirmHarness />);
    await user.click(screen.getByRole('button', { name: 'Delete question' }));
    const link = screen.getByRole('link', { name: 'Help' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    link.focus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('shows a spinner on Confirm and holds both buttons while its action runs', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(
      <ConfirmDialog
        open
        title="Remove item?"
        loading
        onConfirm={onConfirm}
        onCancel={onConfirm}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('AlertDialog and ErrorDialog', () => {
  it('an alert has one OK button that closes it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { container } = render(
      <AlertDialog open title="No location found for this address." onClose={onClose} />,
    );
    expect(
      screen.getByRole('alertdialog', { name: 'No location found for this address.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('an error shows its text in the warning colour with an OK button', async () => {
    const { container } = render(
      <ErrorDialog open title="Error adding items to your cart" onClose={() => {}}>
        <p>Please update the email for Seán.</p>
      </ErrorDialog>,
    );
    const text = screen.getByText('Please update the email for Seán.').parentElement!;
    expect(text.className).toContain('danger');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
