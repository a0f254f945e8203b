import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, selectNotifications } from '@touchline/store';
import { axe } from 'jest-axe';
import { renderWithStore } from './testing/render-with-store';
import { countBadge } from './count-badge';
import { NotificationStack } from './notification-stack';

const renderStack = () => renderWithStore(<NotificationStack />);

describe('NotificationStack', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a notification with its type, title and body, politely announced', async () => {
    const { store, container } = renderStack();
    act(() => {
      store.dispatch(
        notify({ type: 'success', title: 'Message sent, thank you!', body: 'We will reply soon.' }),
      );
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Success: Message sent, thank you!');
    expect(within(status).getByText('We will reply soon.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('announces errors at once', () => {
    const { store } = renderStack();
    act(() => {
      store.dispatch(notify({ type: 'danger', title: 'Error fetching product.' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Error fetching product.');
  });

  it('counts repeats on a badge', () => {
    const { store } = renderStack();
    act(() => {
      for (let i = 0; i < 3; i += 1)
        store.dispatch(notify({ type: 'warning', title: 'Verify your email' }));
    });
    const status = screen.getByRole('status');
    expect(within(status).getByText('3')).toBeInTheDocument();
    expect(status).toHaveTextContent('(shown 3 times)');
    expect(within(status).getAllByRole('button', { name: 'Close notification' })).toHaveLength(1);
  });

  it('shows 9+ above eight repeats', () => {
    expect(countBadge(2)).toBe('2');
    expect(countBadge(8)).toBe('8');
    expect(countBadge(9)).toBe('9+');
    expect(countBadge(42)).toBe('9+');
  });

  it('closes a notification with its close button', async () => {
    const user = userEvent.setup();
    const { store } = renderStack();
    act(() => {
      store.dispatch(notify({ type: 'info', title: 'Check your inbox', timeout: 0 }));
    });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument();
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('removes a timed notification after its timeout, showing a progress bar meanwhile', () => {
    jest.useFakeTimers();
    const { store } = renderStack();
    act(() => {
      store.dispatch(
        notify({ type: 'success', title: 'You have been logged out.', timeout: 5000 }),
      );
    });
    expect(screen.getByTestId('notification-progress')).toHaveStyle({
      animationDuration: '5000ms',
    });
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('You have been logged out.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('You have been logged out.')).not.toBeInTheDocument();
  });

  it('keeps a notification with timeout 0, without a progress bar', () => {
    jest.useFakeTimers();
    const { store } = renderStack();
    act(() => {
      store.dispatch(notify({ type: 'warning', title: 'Verify your email', timeout: 0 }));
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Verify your email')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-progress')).not.toBeInTheDocument();
  });

  it('holds a timed notification while the pointer is over it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderStack();
    act(() => {
      store.dispatch(notify({ type: 'info', title: 'Saved', timeout: 2000 }));
    });
    act(() => jest.advanceTimersByTime(1500));
    await user.hover(screen.getByText('Saved'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await user.unhover(screen.getByText('Saved'));
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('clears page notifications when the path changes, keeping the others', () => {
    const { store, navigate } = renderStack();
    act(() => {
      store.dispatch(notify({ type: 'info', title: 'For this page', timeout: 0 }));
      store.dispatch(
        notify({ type: 'danger', title: 'Payment failed', timeout: 0, clearOnRoute: false }),
      );
      store.dispatch(
        notify({ type: 'warning', title: 'Verify your email', timeout: 0, isGlobal: true }),
      );
    });
    navigate('/?page=2');
    expect(screen.getByText('For this page')).toBeInTheDocument();
    navigate('/pages/history');
    expect(screen.queryByText('For this page')).not.toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('Verify your email')).toBeInTheDocument();
  });
  it('shows a badge of 9+ once a notification was raised nine times', () => {
    const { store } = renderStack();
    act(() => {
      for (let i = 0; i < 9; i += 1) store.dispatch(notify({ type: 'info', title: 'Saved' }));
    });
    const status = screen.getByRole('status');
    expect(within(status).getByText('9+')).toBeInTheDocument();
    expect(status).toHaveTextContent('(shown 9 times)');
  });

  it('renders a body with a link, sanitised', async () => {
    const { store, container } = renderStack();
    act(() => {
      store.dispatch(
        notify({
          type: 'warning',
          title: 'Verify your email',
          timeout: 0,
          body:
            'Please <a href="https://club.example/verify" target="_blank">click to resend</a>' +
            '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
        }),
      );
    });
    const link = await screen.findByRole('link', { name: 'click to resend' });
    expect(link).toHaveAttribute('href', 'https://club.example/verify');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('closes the focused notification with Escape', async () => {
    const user = userEvent.setup();
    const { store } = renderStack();
    act(() => {
      store.dispatch(notify({ type: 'info', title: 'Check your inbox', timeout: 0 }));
      store.dispatch(notify({ type: 'info', title: 'Email sent', timeout: 0 }));
    });
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Close notification' })[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument();
    expect(screen.getByText('Email sent')).toBeInTheDocument();
  });

  it('holds a timed notification while focus is inside it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderStack();
    act(() => {
      store.dispatch(notify({ type: 'success', title: 'Message sent, thank you!', timeout: 2000 }));
    });
    await user.tab();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Message sent, thank you!')).toBeInTheDocument();
    await user.tab();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Message sent, thank you!')).not.toBeInTheDocument();
  });

  it('uses 5000 ms when no timeout is given', () => {
    jest.useFakeTimers();
    const { store } = renderStack();
    act(() => {
      store.dispatch(notify({ type: 'success', title: 'Your order has been submitted.' }));
    });
    expect(screen.getByTestId('notification-progress')).toHaveStyle({
      animationDuration: '5000ms',
    });
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Your order has been submitted.')).not.toBeInTheDocument();
  });
});
