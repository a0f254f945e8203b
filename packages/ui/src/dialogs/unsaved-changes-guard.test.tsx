import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useUnsavedChangesGuard } from './unsaved-changes-guard';

function Editor() {
  const [text, setText] = useState('');
  const { dialog, leave } = useUnsavedChangesGuard(text !== '');
  return (
    <main>
      <label htmlFor="name">Name</label>
      <input id="name" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/lists">Back to the lists</Link>
      <a href="http://localhost/lists?page=2">All lists, page 2</a>
      <button type="button" onClick={() => leave('/lists')}>
        Cancel editing
      </button>
      {dialog}
    </main>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function WhereSearch() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderEditor() {
  return render(
    <MemoryRouter initialEntries={['/edit']}>
      <Routes>
        <Route path="/edit" element={<Editor />} />
        <Route path="/lists" element={<p>The lists</p>} />
      </Routes>
      <Where />
      <WhereSearch />
    </MemoryRouter>,
  );
}

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/lists');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('holds a followed link while changes are unsaved, and stays on Cancel', async () => {
    const user = userEvent.setup();
    const { container } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Juniors');
    await user.click(screen.getByRole('link', { name: 'Back to the lists' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Exit without saving?' });
    expect(dialog).toHaveAccessibleDescription('Changes that you made may not be saved.');
    expect(screen.getByTestId('where')).toHaveTextContent('/edit');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Juniors');
    expect(screen.getByTestId('where')).toHaveTextContent('/edit');
  });

  it('goes where the user was heading on "Discard changes"', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Juniors');
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/lists');
    expect(screen.getByText('The lists')).toBeVisible();
  });

  it('follows a held full address of this site after "Discard changes"', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Juniors');
    await user.click(screen.getByRole('link', { name: 'All lists, page 2' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/lists');
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
  });

  it('asks the browser before the tab closes while changes are unsaved', async () => {
    const user = userEvent.setup();
    renderEditor();
    const closeTab = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closeTab()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'J');
    expect(closeTab()).toBe(true);
  });
});
