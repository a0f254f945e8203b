import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderHook } from '@testing-library/react';
import {
  ExitWithoutSavingDialog,
  PaymentInProgressAlert,
  useHoldLinks,
  useLeaveWarning,
} from './leave-dialogs';
import { ENGLISH_UI_TEXTS, UiTextsProvider } from '../texts/ui-texts';
import { ConfirmDialog } from './message-dialogs';

describe('ExitWithoutSavingDialog', () => {
  it('asks "Exit without saving?" and discards on "Discard changes"', async () => {
    const user = userEvent.setup();
    const onDiscard = jest.fn();
    const onCancel = jest.fn();
    const { container } = render(
      <ExitWithoutSavingDialog open onDiscard={onDiscard} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Exit without saving?' });
    expect(dialog).toHaveAccessibleDescription('Changes that you made may not be saved.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the shared dialogs in the language an app gives them', () => {
  const IRISH = {
    ...ENGLISH_UI_TEXTS,
    ok: 'Ceart go leor',
    confirm: 'Deimhnigh',
    cancel: 'Cealaigh',
    exitWithoutSaving: {
      title: 'Imeacht gan sábháil?',
      prompt: 'Seans nach sábhálfar na hathruithe a rinne tú.',
      confirm: 'Caith na hathruithe uait',
    },
  };

  it('asks "Exit without saving?" in those words', () => {
    render(
      <UiTextsProvider value={IRISH}>
        <ExitWithoutSavingDialog open onDiscard={jest.fn()} onCancel={jest.fn()} />
      </UiTextsProvider>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Imeacht gan sábháil?' });
    expect(dialog).toHaveAccessibleDescription('Seans nach sábhálfar na hathruithe a rinne tú.');
    expect(screen.getByRole('button', { name: 'Cealaigh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Caith na hathruithe uait' })).toBeInTheDocument();
  });

  it('gives a confirmation its buttons in those words, unless the caller names them', () => {
    render(
      <UiTextsProvider value={IRISH}>
        <ConfirmDialog
          open
          title="An bhfuil tú cinnte?"
          onConfirm={jest.fn()}
          onCancel={jest.fn()}
        />
        <ConfirmDialog
          open
          title="Bain é?"
          confirmLabel="Bain"
          onConfirm={jest.fn()}
          onCancel={jest.fn()}
        />
      </UiTextsProvider>,
    );
    const [first, second] = screen.getAllByRole('alertdialog');
    expect(first).toHaveTextContent(/Deimhnigh/);
    expect(second).toHaveTextContent(/Bain/);
    expect(second).not.toHaveTextContent(/Deimhnigh/);
  });
});

describe('PaymentInProgressAlert', () => {
  it('says "Please wait" with the payment text and an OK button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { container } = render(<PaymentInProgressAlert open onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Please wait' });
    expect(dialog).toHaveAccessibleDescription(
      'Your payment is being processed. Do not close this window. Screen will refresh automatically',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('useLeaveWarning', () => {
  it('asks the browser to confirm leaving only while it holds', () => {
    const { rerender, unmount } = renderHook(({ when }) => useLeaveWarning(when), {
      initialProps: { when: true },
    });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(true);
    rerender({ when: false });
    expect(leave()).toBe(false);
    rerender({ when: true });
    unmount();
    expect(leave()).toBe(false);
  });
});

describe('useHoldLinks', () => {
  function Page({ when, onHeld }: { when: boolean; onHeld: (href: string) => void }) {
    useHoldLinks(when, onHeld);
    return (
      <>
        <a href="#fixtures" onClick={(event) => event.preventDefault()}>
          Fixtures
        </a>
        <a href="#shop" target="_blank" onClick={(event) => event.preventDefault()}>
          Shop
        </a>
      </>
    );
  }

  it('holds back a followed link while it holds, and lets it through afterwards', async () => {
    const user = userEvent.setup();
    const onHeld = jest.fn();
    const followed = jest.fn();
    document.addEventListener('click', followed);
    const { rerender } = render(<Page when onHeld={onHeld} />);
    await user.click(screen.getByRole('link', { name: 'Fixtures' }));
    expect(onHeld).toHaveBeenCalledWith('#fixtures');
    expect(followed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Shop' }));
    expect(onHeld).toHaveBeenCalledTimes(1);
    rerender(<Page when={false} onHeld={onHeld} />);
    await user.click(screen.getByRole('link', { name: 'Fixtures' }));
    expect(onHeld).toHaveBeenCalledTimes(1);
    expect(followed).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', followed);
  });
});
