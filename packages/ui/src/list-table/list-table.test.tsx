import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { columnWidthPx } from './column-width';
import type { ListSort } from './list-sort';
import { ListTable, type ListColumn } from './list-table';

interface Member {
  member_id: number;
  name: string;
  joined: string | null;
}

const members: Member[] = [
  { member_id: 7, name: 'Seán Byrne', joined: '2024-05-01' },
  { member_id: 3, name: 'Aoife Kelly', joined: null },
  { member_id: 9, name: 'Niamh Walsh', joined: '2021-01-15' },
];

const columns: ListColumn<Member>[] = [
  { key: 'name', header: 'Name', width: 4, sortable: true },
  { key: 'joined', header: 'Joined', width: 2, sortable: true },
  { key: 'member_id', header: 'Number', width: 1 },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('ListTable', () => {
  it('shows rows in a captioned table without accessibility violations', async () => {
    const { container } = render(
      <MemoryRouter>
        <ListTable caption="Members" columns={columns} rows={members} rowKey={(m) => m.member_id} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('table', { name: 'Members' })).toBeInTheDocument();
    expect(names()).toEqual(['Seán Byrne', 'Aoife Kelly', 'Niamh Walsh']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Number' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Name' }).className).toContain('col-4');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('col-1 to col-12 are 120 + 60 × (n − 1) px wide', () => {
    expect(columnWidthPx(1)).toBe(120);
    expect(columnWidthPx(4)).toBe(300);
    expect(columnWidthPx(12)).toBe(780);
  });

  it('client mode sorts ascending, descending, then back to the default order', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ListTable
          caption="Members"
          columns={columns}
          rows={members}
          rowKey={(m) => m.member_id}
          sortMode="client"
        />
      </MemoryRouter>,
    );
    const sortByJoined = screen.getByRole('button', { name: 'Joined' });
    await user.click(sortByJoined);
    expect(names()).toEqual(['Niamh Walsh', 'Seán Byrne', 'Aoife Kelly']);
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(sortByJoined);
    expect(names()).toEqual(['Aoife Kelly', 'Seán Byrne', 'Niamh Walsh']);
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(sortByJoined);
    expect(names()).toEqual(['Seán Byrne', 'Aoife Kelly', 'Niamh Walsh']);
  });

  it('server mode hands the next sort of the cycle to its owner, by keyboard too', async () => {
    const user = userEvent.setup();
    const changes: (ListSort | null)[] = [];
    function Harness() {
      const [sort, setSort] = useState<ListSort | null>(null);
      return (
        <ListTable
          caption="Members"
          columns={columns}
          rows={members}
          rowKey={(m) => m.member_id}
          sort={sort}
          onSortChange={(next) => {
            changes.push(next);
            setSort(next);
          }}
        />
      );
    }
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(changes.map((s) => s?.direction ?? null)).toEqual(['desc', 'asc', null]);
    expect(names()).toEqual(['Seán Byrne', 'Aoife Kelly', 'Niamh Walsh']);
  });

  it('leads each row to /{path}/{row property}', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/members']}>
        <Routes>
          <Route
            path="/members"
            element={
              <ListTable
                caption="Members"
                columns={columns}
                rows={members}
                rowKey={(m) => m.member_id}
                rowLink={{ path: 'members', property: 'member_id' }}
              />
            }
          />
          <Route path="/members/:id" element={<h1>Member page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Aoife Kelly' });
    expect(link).toHaveAttribute('href', '/members/3');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Member page' })).toBeInTheDocument();
  });

  it('says when there is nothing to show, and shows a loader while fetching', () => {
    const { rerender } = render(
      <MemoryRouter>
        <ListTable
          caption="Members"
          columns={columns}
          rows={[]}
          rowKey={(m) => m.member_id}
          emptyText="No members yet"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('No members yet')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <ListTable
          caption="Members"
          columns={columns}
          rows={[]}
          rowKey={(m) => m.member_id}
          loading
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
