import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AgeGate } from './age-gate';
import { AGE_CONFIRMED_KEY } from './age-consent';

function renderGate(path = '/products/lotto/club-lotto') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route
          path="/products/lotto/:slug"
          element={
            <AgeGate>
              <p>Lotto page</p>
            </AgeGate>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('age gate', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('asks for confirmation before the page, with no accessibility violations', async () => {
    renderGate();
    const dialog = screen.getByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent(
      'To play lotto/this draw you have to be over 18 years of age.',
    );
    expect(screen.queryByText('Lotto page')).not.toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('goes home when the visitor declines', async () => {
    renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(AGE_CONFIRMED_KEY)).toBeNull();
  });

  it('opens the page when confirmed and remembers it for the visit', async () => {
    renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I am over 18' }));
    expect(screen.getByText('Lotto page')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(AGE_CONFIRMED_KEY)).toBe('true');
  });

  it('does not ask again in the same visit', () => {
    window.sessionStorage.setItem(AGE_CONFIRMED_KEY, 'true');
    renderGate();
    expect(screen.getByText('Lotto page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is skipped when the address carries both token and lotto', () => {
    renderGate('/products/lotto/club-lotto?token=abc&lotto=club-lotto');
    expect(screen.getByText('Lotto page')).toBeInTheDocument();
  });

  it('still asks with only one of token and lotto', () => {
    renderGate('/products/lotto/club-lotto?token=abc');
    expect(screen.getByRole('alertdialog', { name: 'Please confirm' })).toBeInTheDocument();
  });
});
