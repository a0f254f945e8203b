import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESSIBILITY_TOPICS, type AccessibilityStatement } from '@touchline/contracts';
import { axe } from 'jest-axe';
import { StorefrontMessages, storefrontMessages } from '../messages/storefront-messages';
import { clubRecord, fakeApi, renderStorefront } from '../testing/render-storefront';
import { AccessibilityPage, reviewDate } from './accessibility-page';

const STATEMENT: AccessibilityStatement = {
  club_name: 'Test Gaels',
  standard: 'WCAG 2.2 AA',
  conformance: 'full',
  summary: [
    'Test Gaels wants everyone to be able to use this website.',
    'This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
  ],
  known_gaps: [],
  club_addition_html: null,
  last_reviewed: '2026-11-29',
  reporting_open: true,
};

const STATEMENT_URL = '/v2/store/demo/accessibility-statement';

/** The statement on GET, and the given answer to a report. */
function serve(
  statement: AccessibilityStatement | null = STATEMENT,
  report: { status: number; body?: unknown } = { status: 201, body: { id: 9, created_at: '' } },
) {
  return fakeApi((url, init) => {
    if (url.pathname === STATEMENT_URL) {
      return statement ? { status: 200, body: statement } : { status: 503 };
    }
    if (url.pathname === '/v2/store/demo/messages' && init.method === 'POST') return report;
    return { status: 404 };
  });
}

const field = (name: RegExp | string) => screen.getByLabelText(name);

async function fillReport(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name/), 'Nóra');
  await user.type(field(/^Surname/), 'Ní Bhriain');
  await user.type(field(/^Email/), 'nora@example.ie');
  await user.selectOptions(
    field(/^What is the problem about/),
    'Using the keyboard or seeing the focus',
  );
  await user.type(field(/^Page or feature/), 'Membership form');
  await user.type(field(/^What happened/), '  The date picker cannot be reached with Tab.  ');
}

describe('accessibility statement page', () => {
  it('states the standard, what is known not to conform and the date of the last review', async () => {
    serve();
    renderStorefront(<AccessibilityPage />, { path: '/accessibility' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/conform to the Web Content Accessibility Guidelines \(WCAG\) 2\.2/),
    ).toBeInTheDocument();
    expect(screen.getByText(/built and tested to conform to WCAG 2\.2 AA/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What is known not to conform' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing is known not to conform at the last review.')).toBeVisible();
    const review = screen.getByRole('heading', { level: 2, name: 'Last review' });
    expect(review.parentElement).toHaveTextContent(
      'This statement was last reviewed on 29 November 2026.',
    );
    expect(screen.getByText('29 November 2026')).toHaveAttribute('datetime', '2026-11-29');
    expect(screen.queryByRole('heading', { name: /^From / })).not.toBeInTheDocument();
  });

  it('lists the known gaps and shows the club’s own addition', async () => {
    serve({
      ...STATEMENT,
      conformance: 'partial',
      known_gaps: [{ title: 'Match videos', detail: 'Older videos have no captions.' }],
      club_addition_html: '<h3>At the club grounds</h3><p>Level access to the stand.</p>',
    });
    renderStorefront(<AccessibilityPage />, { path: '/accessibility' });
    const gaps = (
      await screen.findByRole('heading', { name: 'What is known not to conform' })
    ).closest('section')!;
    expect(within(gaps).getByRole('listitem')).toHaveTextContent(
      'Match videos: Older videos have no captions.',
    );
    expect(screen.getByText(/partially conforms to WCAG 2\.2 AA/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'From Test Gaels' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'At the club grounds' })).toBeVisible();
    expect(screen.getByText('Level access to the stand.')).toBeVisible();
  });

  it('shows every rule message on an empty submit and sends nothing', async () => {
    const calls = serve();
    renderStorefront(<AccessibilityPage />, { path: '/accessibility' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your surname')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Choose what the problem is about.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    expect(field(/^What is the problem about/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Page or feature/)).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends a report to the club’s inbox with its category, then says it was sent', async () => {
    const calls = serve();
    renderStorefront(<AccessibilityPage />, { path: '/accessibility' });
    const user = userEvent.setup();
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(
      await screen.findByText(
        'Thank you: your report has reached Test Gaels. They will reply by email.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('your report has reached Test Gaels');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        url: '/v2/store/demo/messages',
        method: 'POST',
        body: {
          sender: 'Nóra Ní Bhriain',
          sender_email: 'nora@example.ie',
          content: 'The date picker cannot be reached with Tab.',
          category: 'accessibility',
          category_detail: 'keyboard_focus',
          subject: 'Accessibility problem: Membership form',
        },
      },
    ]);
    await waitFor(() => expect(field(/^Name/)).toHaveValue(''));
  });

  it('stops the send button’s spinner for a visitor who asks for less motion', async () => {
    serve();
    const answer = globalThis.fetch;
    // The report never answers: the button stays busy.
    globalThis.fetch = ((input, init) =>
      init?.method === 'POST'
        ? new Promise<Response>(() => undefined)
        : answer(input, init)) as typeof fetch;
    renderStorefront(<AccessibilityPage />, { path: '/accessibility' });
    const user = userEvent.setup();
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    const send = screen.getByRole('button', { name: 'Send report' });
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(send.querySelector('[aria-hidden="true"]')).toHaveClass('spinner', 'still');
  });

  it('shows the server’s field messages beside the fields', async () => {
    serve(STATEMENT, {
      status: 400,
      body: {
        message: 'The message is not valid',
        errors: { category_detail: ['Choose what the problem is about.'] },
      },
    });
    renderStorefront(<AccessibilityPage />, { path: '/accessibility' });
    const user = userEvent.setup();
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose what the problem is about.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Nóra');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('still offers the report form when the statement cannot be loaded, or contact is off', async () => {
    serve(null);
    renderStorefront(<AccessibilityPage />, {
      path: '/accessibility',
      club: clubRecord({ features: { is_contact_enabled: false } as never }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The statement could not be loaded.',
    );
    expect(screen.getByRole('form', { name: 'Report an accessibility problem' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/accessibility');
  });

  it('has no axe violations, with the statement and with errors shown', async () => {
    serve({ ...STATEMENT, club_addition_html: '<h3>Grounds</h3><p>Level access.</p>' });
    renderStorefront(<AccessibilityPage />, { path: '/accessibility' });
    await screen.findByRole('heading', { name: 'Last review' });
    expect(await axe(document.body)).toHaveNoViolations();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send report' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('writes the review date as a day', () => {
    expect(reviewDate('2026-01-05')).toBe('5 January 2026');
  });

  it('offers the kinds of problem by the labels the club’s inbox shows', async () => {
    serve();
    renderStorefront(<AccessibilityPage />, { path: '/accessibility' });
    await screen.findByRole('heading', { name: 'Last review' });
    const options = within(field(/^What is the problem about/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose one',
      ...Object.values(ACCESSIBILITY_TOPICS),
    ]);
  });

  it('offers the kinds of problem and asks for one in Irish', async () => {
    await storefrontMessages.preload('ga');
    serve(STATEMENT, {
      status: 400,
      body: {
        message: 'The message is not valid',
        errors: { category_detail: ['Choose what the problem is about.'] },
      },
    });
    renderStorefront(
      <StorefrontMessages>
        <AccessibilityPage />
      </StorefrontMessages>,
      { path: '/accessibility', club: clubRecord({ default_language: 'ga' }) },
    );
    const topic = field(/^Cad faoi a bhfuil an fhadhb/);
    expect(
      within(topic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Roghnaigh ceann',
      'Leathanach nó an t-ábhar atá air',
      'Foirm nó gné',
      'An méarchlár a úsáid nó an fócas a fheiceáil',
      'Léitheoir scáileáin, súmáil nó teicneolaíocht chúnta eile',
      'Rud éigin eile',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Seol an tuairisc' }));
    expect(screen.getByText('Roghnaigh cad faoi a bhfuil an fhadhb.')).toBeInTheDocument();

    // The server's refusal of the same field shows in Irish too.
    await user.type(field(/^Ainm/), 'Nóra');
    await user.type(field(/^Sloinne/), 'Ní Bhriain');
    await user.type(field(/^Ríomhphost/), 'nora@example.ie');
    await user.selectOptions(topic, 'Rud éigin eile');
    await user.type(field(/^Cad a tharla/), 'Ní féidir an roghchlár a oscailt.');
    await user.click(screen.getByRole('button', { name: 'Seol an tuairisc' }));
    expect(await screen.findByText('Roghnaigh cad faoi a bhfuil an fhadhb.')).toBeInTheDocument();
    expect(
      screen.queryByText(/Choose what the problem is about|Something else|A form or a feature/),
    ).toBeNull();
  });
});
