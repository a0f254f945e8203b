import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { backofficeMessages } from '../messages/backoffice-messages';
import { fakeTeamApi } from '../testing/fake-team-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { AcceptInvitationPage } from './accept-invitation-page';

beforeAll(() => backofficeMessages.preload('ga'));

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

describe('accepting an invitation in Irish', () => {
  it('takes up the role and leads to sign in, in Irish', async () => {
    const user = userEvent.setup();
    fakeTeamApi();
    renderBackoffice(<AcceptInvitationPage />, {
      path: '/team/accept?c=good-code-0123456789',
      user: null,
      language: 'ga',
    });
    expect(screen.getByRole('heading', { name: 'Bí ar fhoireann an chlub' })).toBeVisible();
    expect(screen.getByText(/^Tugadh cuireadh duit cabhrú le club/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Glac leis an gcuireadh' }));
    expect(
      await screen.findByText('Tá an ról Eagarthóir agat anois sa chlub Demo GAA.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sínigh isteach' })).toBeVisible();
    expect(screen.queryByText(/invitation|You are now/)).not.toBeInTheDocument();
  });

  it('says in Irish that the link is incomplete without its code', () => {
    fakeTeamApi();
    renderBackoffice(<AcceptInvitationPage />, {
      path: '/team/accept',
      user: null,
      language: 'ga',
    });
    expect(screen.getByText(/^Níl an nasc seo iomlán\./)).toHaveAttribute('role', 'alert');
  });
});
