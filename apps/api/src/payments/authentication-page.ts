import { escapeHtml } from '@touchline/contracts';

export interface AuthenticationPageInput {
  readonly intentId: string;
  readonly clientSecret: string;
  readonly amount: string;
  readonly description: string;
  readonly lastFour: string | null;
}

const layout = (title: string, body: string, style: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

/** The simulated bank's 3-D Secure page: approve or fail the payment, then back to the site. */
export function renderAuthenticationPage(input: AuthenticationPageInput, style: string): string {
  const action = `/v2/payments/test/authenticate/${encodeURIComponent(input.intentId)}`;
  const card = input.lastFour ? `the card ending ${escapeHtml(input.lastFour)}` : 'your card';
  const button = (outcome: 'approve' | 'fail', label: string) => `
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="client_secret" value="${escapeHtml(input.clientSecret)}">
<input type="hidden" name="outcome" value="${outcome}">
<button type="submit">${label}</button>
</form>`;
  return layout(
    'Confirm your payment',
    `<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm a payment of <strong>${escapeHtml(input.amount)}</strong> with ${card}.</p>
<p class="muted">${escapeHtml(input.description)}</p>
<p class="muted">This is the payment simulator: no money moves.</p>
<div class="row">${button('approve', 'Complete authentication')}${button('fail', 'Fail authentication')}</div>`,
    style,
  );
}

/** After the step, when the payment gave no page to return to. */
export function renderAuthenticationResult(succeeded: boolean, style: string): string {
  const title = succeeded ? 'Payment authenticated' : 'Authentication failed';
  const text = succeeded
    ? 'You can close this window and return to the club site.'
    : 'The payment was not made. Return to the club site to try again.';
  return layout(title, `<h1>${title}</h1>\n<p>${text}</p>`, style);
}

/** An unknown, finished or mismatched payment. */
export function renderAuthenticationMissing(style: string): string {
  return layout(
    'Payment not found',
    '<h1>Payment not found</h1>\n<p>This payment does not need confirming. Return to the club site.</p>',
    style,
  );
}
