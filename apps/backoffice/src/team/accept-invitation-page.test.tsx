import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fakeTeamApi } from '../testing/fake-team-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { AcceptInvitationPage } from './accept-invitation-page';

describe('accepting an invitation', () => {
  it('takes up the role with the link’s code, then leads to sign in', async () => {
    const user = userEvent.setup();
    fakeTeamApi();
    const { container } = renderBackoffice(<AcceptInvitationPage />, {
      path: '/team/accept?c=good-code-0123456789',
      user: null,
    });
    expect(screen.getByRole('heading', { name: 'Join the club’s team' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('You are now Editor of Demo GAA.')).toBeVisible();
    expect(
      screen.getByText('You have joined the team. Sign in with your email to set a password.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/authentication/sign-in?redirect=%2F',
    );
  });

  it('says so when the link was used, cancelled or has expired', async () => {
    const user = userEvent.setup();
    fakeTeamApi();
    renderBackoffice(<AcceptInvitationPage />, {
      path: '/team/accept?c=used-code-0123456789',
      user: null,
    });
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(
      await screen.findByText(
        'This invitation has expired, was cancelled or has already been used.',
      ),
    ).toHaveAttribute('role', 'alert');
  });

  it('says the link is incomplete without its code', () => {
    fakeTeamApi();
    renderBackoffice(<AcceptInvitationPage />, { path: '/team/accept', user: null });
    expect(screen.getByText(/^This link is incomplete\./)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
