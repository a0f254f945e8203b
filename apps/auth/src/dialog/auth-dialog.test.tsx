import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import AuthRoutes from '../routes/auth-routes';
import { clearCookies, createAuthTestStore, fakeApi } from '../testing/render-auth';
import UserMenu from '../user-menu/user-menu';

/** A host in miniature: a header with the user menu, and the auth remote for its paths. */
function renderHost() {
  const store = createAuthTestStore();
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/news']}>
        <header>
          <UserMenu />
        </header>
        <main>
          <Routes>
            <Route
              path="/news"
              element={
                <>
                  <h1>News</h1>
                  <Link to="/contact">Contact</Link>
                </>
              }
            />
            <Route path="/authentication/*" element={<AuthRoutes />} />
          </Routes>
        </main>
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  clearCookies();
  fakeApi(() => undefined);
});

describe('the sign-in dialog opened from the header', () => {
  it('is a modal titled Sign in that passes axe, keeps the focus inside and closes back', async () => {
    renderHost();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(await axe(dialog)).toHaveNoViolations();

    // Tab runs through the dialog and wraps around: focus never leaves it.
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'News' })).toBeInTheDocument();
  });

  it('closes with Escape, and the email step works by keyboard', async () => {
    renderHost();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await screen.findByRole('dialog', { name: 'Sign in' });
    await user.keyboard('{Enter}');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'News' })).toBeInTheDocument();
  });
});
