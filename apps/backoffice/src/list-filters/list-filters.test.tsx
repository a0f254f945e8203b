import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceFilter, ListFilters, SearchFilter } from './list-filters';

function Harness() {
  const [text, setText] = useState('');
  const [state, setState] = useState('');
  const set = text !== '' || state !== '';
  return (
    <ListFilters
      className="filters"
      clear={
        set
          ? {
              label: 'Clear filters',
              onClear: () => {
                setText('');
                setState('');
              },
            }
          : null
      }
    >
      <SearchFilter label="Search" hint="Name or email" value={text} onChange={setText} />
      <ChoiceFilter
        label="Status"
        value={state}
        options={[
          { value: '', label: 'All' },
          { value: 'read', label: 'Read' },
        ]}
        onChange={setState}
      />
    </ListFilters>
  );
}

describe('a list page’s filters', () => {
  it('filters as the admin types and chooses, and clears both at once', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('maxlength', '100');
    await user.type(search, 'aoife');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Read');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('stays on the page when Enter is pressed in the search', () => {
    render(<Harness />);
    const submitted = fireEvent.submit(screen.getByRole('search'));
    // The submit event was cancelled: the browser does not send the form anywhere.
    expect(submitted).toBe(false);
  });
});
