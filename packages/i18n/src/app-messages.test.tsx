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

  it("follow the page's language from the app's hook, and give it to code outside components", async () => {
    const irish = { 'footer.terms': 'Téarmaí', 'cart.count': '{count} earra' };
    const messages = defineAppMessages(
      english,
      { ga: async () => ({ default: irish }) },
      { useLanguage: () => 'ga' },
    );
    // Before the catalogue has loaded, code outside components has English.
    expect(messages.textsIn('ga')('footer.terms')).toBe('Terms');
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <messages.Messages>
            <Texts useT={messages.useT} />
          </messages.Messages>
        </Suspense>,
      );
    });
    expect(await screen.findByText('Téarmaí / 2 earra')).toBeInTheDocument();
    expect(messages.textsIn('ga')('footer.terms')).toBe('Téarmaí');
    expect(messages.english('footer.terms')).toBe('Terms');
  });

  it("start loading the page's language as soon as the app's code runs, before a render", () => {
    document.documentElement.lang = 'ga-IE';
    try {
      const load = jest.fn(() => new Promise<never>(() => undefined));
      defineAppMessages(english, { ga: load });
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('load nothing ahead on an English page', () => {
    document.documentElement.lang = 'en-IE';
    try {
      const load = jest.fn();
      defineAppMessages(english, { ga: load });
      expect(load).not.toHaveBeenCalled();
    } finally {
      document.documentElement.lang = '';
    }
  });
});
