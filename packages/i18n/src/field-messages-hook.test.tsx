import { act, render, screen } from '@testing-library/react';
import { EMAIL_REQUIRED } from '@touchline/validators';
import { Suspense } from 'react';
import { defineAppMessages } from './app-messages';
import { useFieldMessage } from './field-messages';

const app = defineAppMessages(
  { 'form.email': 'Email' },
  { ga: async () => ({ default: { 'form.email': 'Ríomhphost' } }) },
);

function EmailError({ error }: { error: string | undefined }) {
  const fieldMessage = useFieldMessage();
  return <p role="alert">{fieldMessage(error) ?? 'valid'}</p>;
}

describe("a form field's message", () => {
  it('is in Irish on an Irish page: the field messages load when the form mounts', async () => {
    // The app's catalogue settles inside act, as React's retry of the suspended tree does.
    await act(async () => {
      render(
        <Suspense fallback="loading">
          <app.Messages language="ga">
            <EmailError error={EMAIL_REQUIRED} />
          </app.Messages>
        </Suspense>,
      );
    });
    expect(await screen.findByText('Tá an ríomhphost riachtanach')).toBeInTheDocument();
  });

  it('is the rule’s English on an English page, and nothing while the field is valid', () => {
    const { rerender } = render(
      <app.Messages language="en">
        <EmailError error={EMAIL_REQUIRED} />
      </app.Messages>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    rerender(
      <app.Messages language="en">
        <EmailError error={undefined} />
      </app.Messages>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('valid');
  });
});
