import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { RemoteUnavailable } from './remote-unavailable';

describe('RemoteUnavailable', () => {
  it('says the part is unavailable and retries on request', async () => {
    const retry = jest.fn();
    const { container } = render(<RemoteUnavailable retry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the site is not available right now.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });
});
