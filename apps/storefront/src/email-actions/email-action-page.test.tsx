import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { fakeApi, renderStorefront } from '../testing/render-storefront';
import { EmailActionPage } from './email-action-page';

describe('email action result page', () => {
  it('saves a recurring email answer from the link and says so', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { saved: true } }));
    renderStorefront(<EmailActionPage />, {
      path: '/recurring-email-status?email_id=12&member_id=34&payment_ack=1&opt_out=true&t=signed.1',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saving your response…');
    expect(
      await screen.findByText(
        'Your response has been saved successfully. You will no longer receive emails from this automated mail.',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: '/v2/store/demo/emails/opt-out',
        method: 'POST',
        body: {
          email_distribution_list_id: 12,
          member_id: 34,
          opt_out: true,
          payment_ack: true,
          token: 'signed.1',
        },
      },
    ]);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('says the member keeps receiving the emails when the link answers opt_out=false', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { saved: true } }));
    renderStorefront(<EmailActionPage />, {
      path: '/recurring-email-status?email_id=12&member_id=34&payment_ack=0&opt_out=false',
    });
    expect(
      await screen.findByText(
        'Your response has been saved successfully. You will continue to receive emails from this automated mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no longer receive emails/)).not.toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ opt_out: false, payment_ack: false });
  });

  it('says a lotto friend stays subscribed when the link answers opt_out=false', async () => {
    fakeApi(() => ({ status: 200, body: { saved: true } }));
    renderStorefront(<EmailActionPage />, {
      path: '/unsubscribe-lotto-friend-email?id=77&opt_out=false',
    });
    expect(
      await screen.findByText(
        'Your response has been saved successfully. You will continue to receive lotto emails.',
      ),
    ).toBeInTheDocument();
  });

  it('unsubscribes a lotto friend from the link', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { saved: true } }));
    renderStorefront(<EmailActionPage />, {
      path: '/unsubscribe-lotto-friend-email?id=77&t=signed.2',
    });
    expect(
      await screen.findByText('You have been successfully unsubscribed from all lotto emails.'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/v2/store/demo/unsubscribe-friend/77',
      method: 'POST',
      body: { opt_out: true, token: 'signed.2' },
    });
  });

  it('shows the failure text when the API refuses', async () => {
    fakeApi(() => ({ status: 404, body: { message: 'Club not found' } }));
    renderStorefront(<EmailActionPage />, { path: '/unsubscribe-lotto-friend-email?id=77' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some error occurred while saving your response please try again!',
    );
  });

  it.each([
    [403, 'This link is not valid. Please use the link in the latest email from your club.'],
    [410, 'This link has expired. Please use the link in the latest email from your club.'],
  ])('says so when the API refuses the link as forged or old (%i)', async (status, message) => {
    fakeApi(() => ({ status, body: { message } }));
    renderStorefront(<EmailActionPage />, { path: '/unsubscribe-lotto-friend-email?id=78&t=x.y' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the failure text for a link with missing or malformed ids, without calling the API', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { saved: true } }));
    renderStorefront(<EmailActionPage />, { path: '/recurring-email-status?email_id=abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some error occurred while saving your response please try again!',
    );
    expect(calls).toHaveLength(0);
  });
});
