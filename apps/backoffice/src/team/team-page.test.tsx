import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageChosen, languageSlice, registerSlice } from '@touchline/store';
import { axe } from 'jest-axe';
import { backofficeMessages } from '../messages/backoffice-messages';
import { fakeTeamApi } from '../testing/fake-team-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { TeamPage } from './team-page';

const person = (name: string) =>
  screen.getByRole('list', { name: `Roles of ${name}` }).closest('li') as HTMLElement;

beforeAll(() => backofficeMessages.preload('ga'));

describe('the team page', () => {
  it('lists the people with their roles and says no invitation is waiting', async () => {
    fakeTeamApi();
    const { container } = renderBackoffice(<TeamPage />, { path: '/team' });
    expect(await screen.findByText('Niamh Gallagher')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Roles of Niamh Gallagher' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2);
    expect(person('Ciara Doyle')).toHaveTextContent('editor@demo.touchline.test');
    expect(screen.getByText('No invitation is waiting.')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('invites an email to a role and lists the invitation', async () => {
    const user = userEvent.setup();
    const api = fakeTeamApi();
    const { noticesShown } = renderBackoffice(<TeamPage />, { path: '/team' });
    await screen.findByText('Niamh Gallagher');
    await user.type(screen.getByLabelText(/Email address/), 'New.Treasurer@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'Treasurer');
    expect(
      screen.getByText(
        'Payments, orders and refunds; the member register without medical answers.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('new.treasurer@example.com')).toBeVisible();
    expect(screen.getByText(/Treasurer, until/)).toBeVisible();
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { email: 'New.Treasurer@example.com', role: 'Treasurer' },
    });
    expect(noticesShown()).toContainEqual({
      type: 'success',
      title: 'Invitation sent to new.treasurer@example.com.',
    });
    expect(screen.getByLabelText(/Email address/)).toHaveValue('');
  });

  it('offers and lists the Lotto coordinator by the name people read', async () => {
    const user = userEvent.setup();
    const api = fakeTeamApi();
    renderBackoffice(<TeamPage />, { path: '/team' });
    await screen.findByText('Niamh Gallagher');
    await user.type(screen.getByLabelText(/Email address/), 'lotto@example.com');
    await user.selectOptions(
      screen.getByLabelText('Role'),
      screen.getByRole('option', { name: 'Lotto coordinator' }),
    );
    expect(screen.getByText('The lotto: its draws and the lines playing in them.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText(/Lotto coordinator, until/)).toBeVisible();
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { email: 'lotto@example.com', role: 'LottoCoordinator' },
    });
  });

  it('asks for an email, and shows the one the API refuses beside the field', async () => {
    const user = userEvent.setup();
    fakeTeamApi();
    renderBackoffice(<TeamPage />, { path: '/team' });
    await screen.findByText('Niamh Gallagher');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(screen.getByText('Enter the email address of the person to invite.')).toBeVisible();
    await user.type(screen.getByLabelText(/Email address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a role once confirmed', async () => {
    const user = userEvent.setup();
    fakeTeamApi();
    const { noticesShown } = renderBackoffice(<TeamPage />, { path: '/team' });
    await screen.findByText('Ciara Doyle');
    await user.click(screen.getByRole('button', { name: 'Remove Editor from Ciara Doyle' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Editor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Editor' }));
    await waitFor(() => expect(screen.queryByText('Ciara Doyle')).not.toBeInTheDocument());
    expect(noticesShown()).toContainEqual({
      type: 'success',
      title: 'Ciara Doyle is no longer Editor.',
    });
  });

  it('says why the club’s last Owner stays', async () => {
    const user = userEvent.setup();
    fakeTeamApi();
    const { noticesShown } = renderBackoffice(<TeamPage />, { path: '/team' });
    await screen.findByText('Niamh Gallagher');
    await user.click(screen.getByRole('button', { name: 'Remove Owner from Niamh Gallagher' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Owner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Owner' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'danger',
        title: 'The club keeps at least one Owner: invite another Owner before removing this one.',
      }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Roles of Niamh Gallagher' })).getByText('Owner'),
    ).toBeVisible();
  });

  it('cancels an invitation once confirmed', async () => {
    const user = userEvent.setup();
    const api = fakeTeamApi();
    api.team().invitations.push({
      invitation_id: 9,
      email: 'waiting@example.com',
      role: 'Registrar',
      invited_by: 'admin@demo.touchline.test',
      created_at: '2026-11-30T09:00:00.000Z',
      expires_at: '2026-12-07T09:00:00.000Z',
    });
    renderBackoffice(<TeamPage />, { path: '/team' });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel the invitation to waiting@example.com' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the invitation?' });
    expect(dialog).toHaveTextContent('The link sent to waiting@example.com will stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the invitation' }));
    expect(await screen.findByText('No invitation is waiting.')).toBeVisible();
  });
});

describe('the team page in Irish', () => {
  it('lists the team, invites and asks before removing a role, in Irish', async () => {
    const user = userEvent.setup();
    fakeTeamApi();
    const { store, noticesShown } = renderBackoffice(<TeamPage />, {
      path: '/team',
      language: 'ga',
    });
    act(() => {
      registerSlice(languageSlice);
      store.dispatch(languageChosen('ga'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Foireann' })).toBeVisible();
    await screen.findByText('Ciara Doyle');
    expect(screen.getByRole('heading', { name: 'Daoine a bhfuil ról acu' })).toBeVisible();
    expect(screen.getByText('Níl aon chuireadh ar feitheamh.')).toBeVisible();
    const roles = screen.getByRole('list', { name: 'Róil Ciara Doyle' });
    expect(within(roles).getByText('Eagarthóir')).toBeVisible();

    await user.type(screen.getByLabelText(/Seoladh ríomhphoist/), 'cisteoir@example.com');
    await user.selectOptions(screen.getByLabelText('Ról'), 'Treasurer');
    expect(
      screen.getByText(
        'Íocaíochtaí, orduithe agus aisíocaíochtaí; clár na mball gan na freagraí leighis.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Seol an cuireadh' }));
    expect(await screen.findByText(/^Cisteoir, go dtí 07\/12\/2026$/)).toBeVisible();
    expect(noticesShown()).toContainEqual({
      type: 'success',
      title: 'Seoladh cuireadh chuig cisteoir@example.com.',
    });

    await user.click(screen.getByRole('button', { name: 'Bain an ról Eagarthóir de Ciara Doyle' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'An ról Eagarthóir a bhaint?' });
    expect(within(dialog).getByRole('button', { name: 'Cealaigh' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Bain an ról Eagarthóir' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'success',
        title: 'Níl an ról Eagarthóir ag Ciara Doyle a thuilleadh.',
      }),
    );
    expect(screen.queryByText(/Invitation|Remove|Send the invitation/)).not.toBeInTheDocument();
  });
});
