import { act, render, screen } from '@testing-library/react';
import { createContext, type ReactNode, Suspense, useContext } from 'react';
import { defineAppMessages } from '../app-messages';
import { type SharedWords, withSharedWords } from './shared-words';

/** A stand-in for `@touchline/ui`'s `UiTextsProvider`: the words the shared components read. */
const Words = createContext<SharedWords | null>(null);

function SharedParts() {
  const words = useContext(Words);
  if (!words) return null;
  return (
    <>
      <p>{words.loading}</p>
      <p>{words.paginator.range(1, 10, 42)}</p>
      <button type="button">{words.cancel}</button>
      <p>{words.scrollsSideways('Íocaíochtaí')}</p>
    </>
  );
}

const app = defineAppMessages(
  { title: 'Shop' },
  { ga: async () => ({ default: { title: 'Siopa' } }) },
);
const AppMessages = withSharedWords(app.Messages, Words);

function Title() {
  return <h1>{app.useT()('title')}</h1>;
}

async function renderIn(language: 'en' | 'ga', children: ReactNode) {
  await act(async () => {
    render(
      <Suspense fallback="…">
        <AppMessages language={language}>{children}</AppMessages>
      </Suspense>,
    );
  });
}

describe('the shared components’ words', () => {
  it('come with an app’s messages in English', async () => {
    await renderIn('en', <SharedParts />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByText('1 – 10 of 42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('load with an app’s catalogue for a page in Irish, and are in Irish from its first render', async () => {
    await app.preload('ga');
    render(
      <AppMessages language="ga">
        <Title />
        <SharedParts />
      </AppMessages>,
    );
    // No suspension: the app's preload brought the words too.
    expect(screen.getByRole('heading', { name: 'Siopa' })).toBeInTheDocument();
    expect(screen.getByText('Á lódáil…')).toBeInTheDocument();
    expect(screen.getByText('1 – 10 as 42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cealaigh' })).toBeInTheDocument();
    expect(screen.getByText('Íocaíochtaí (scrollaíonn sé ó thaobh go taobh)')).toBeInTheDocument();
  });
});
