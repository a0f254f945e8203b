import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogProvider, useDialogs, type Dialogs } from './dialog-provider';

function renderProvider() {
  let dialogs: Dialogs | undefined;
  function Probe() {
    dialogs = useDialogs();
    return null;
  }
  render(
    <DialogProvider>
      <Probe />
    </DialogProvider>,
  );
  return () => dialogs!;
}

describe('DialogProvider', () => {
  it('resolves confirm with true for Confirm and false for Cancel', async () => {
    const user = userEvent.setup();
    const dialogs = renderProvider();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs().confirm({ title: 'Remove this plan?', message: 'It leaves the cart.' });
    });
    expect(
      screen.getByRole('alertdialog', { name: 'Remove this plan?' }),
    ).toHaveAccessibleDescription('It leaves the cart.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = dialogs().confirm({ title: 'Remove this plan?' });
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps a confirm open with a spinner until its action ends', async () => {
    const user = userEvent.setup();
    const dialogs = renderProvider();
    let finish: () => void = () => {};
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs().confirm({
        title: 'Delete payment method?',
        confirmLabel: 'Delete',
        action: () => new Promise<void>((resolve) => (finish = resolve)),
      });
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => finish());
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false when the confirmed action fails', async () => {
    const user = userEvent.setup();
    const dialogs = renderProvider();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs().confirm({
        title: 'Delete?',
        action: () => Promise.reject(new Error('no')),
      });
    });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows alerts and errors one at a time, in order', async () => {
    const user = userEvent.setup();
    const dialogs = renderProvider();
    act(() => {
      void dialogs().alert({ title: 'No location found for this address.' });
      void dialogs().error({ title: 'Error', message: 'An error has occurred' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(
      screen.getByRole('alertdialog', { name: 'No location found for this address.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveAccessibleDescription(
      'An error has occurred',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('refuses to work without a provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Lonely() {
      useDialogs();
      return null;
    }
    expect(() => render(<Lonely />)).toThrow('useDialogs needs a DialogProvider above it');
    spy.mockRestore();
  });
});
