import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { defineAppMessages } from './app-messages';

const english = {
  'footer.terms': 'Terms',
  'cart.count': '{count, plural, one {# item} other {# items}}',
};

function Texts({
  useT,
}: {
  useT: () => (id: keyof typeof english, values?: { count: number }) => string;
}) {
  const t = useT();
  return (
    <p>
      {t('footer.terms')} / {t('cart.count', { count: 2 })}
    </p>
  );
}

describe("an app's messages", () => {
  it('are English without a provider, and load no other catalogue for English', () => {
    const load = jest.fn();
    const messages = defineAppMessages(english, { ga: load });
    render(
      <messages.Messages language="en">
        <Texts useT={messages.useT} />
      </messages.Messages>,
    );
    expect(screen.getByText('Terms / 2 items')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('wait for the Irish catalogue, loaded once, then show Irish', async () => {
    const load = jest.fn(async () => ({
      default: {
        'footer.terms': 'Téarmaí',
        'cart.count':
          '{count, plural, one {# earra} two {# earra} few {# earra} many {# n-earra} other {# earra}}',
      },
    }));
    const messages = defineAppMessages(english, { ga: load });
    // The catalogue's load settles inside act, as React's retry of the suspended tree does.
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <messages.Messages language="ga">
            <Texts useT={messages.useT} />
          </messages.Messages>
        </Suspense>,
      );
    });
    expect(await screen.findByText('Téarmaí / 2 earra')).toBeInTheDocument();
    await messages.preload('ga');
    expect(load).toHaveBeenCalledTimes(1);
    expect(messages.translatorFor('ga')?.('footer.terms')).toBe('Téarmaí');
  });

  it('stay in English when the Irish catalogue cannot load', async () => {
    const messages = defineAppMessages(english, {
      ga: () => Promise.reject(new Error('offline')),
    });
    // The catalogue's load settles inside act, as React's retry of the suspended tree does.
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <messages.Messages language="ga">
            <Texts useT={messages.useT} />
          </messages.Messages>
        </Suspense>,
      );
    });
    expect(await screen.findByText('Terms / 2 items')).toBeInTheDocument();
  });
});
