import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { pageCount, Paginator, rangeLabel, type PageChange } from './paginator';
import type { PaginatorTexts } from './paginator-texts';

function Harness({ total = 42, onChange = (_: PageChange) => {} }) {
  const [state, setState] = useState<PageChange>({ page: 1, perPage: 10 });
  return (
    <Paginator
      page={state.page}
      perPage={state.perPage}
      total={total}
      onChange={(change) => {
        onChange(change);
        setState(change);
      }}
    />
  );
}

describe('Paginator', () => {
  it('offers 10, 15 and 25 per page and shows the range', async () => {
    const { container } = render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Items per page:' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '10',
      '15',
      '25',
    ]);
    expect(screen.getByText('1 – 10 of 42')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves between pages and disables what leads nowhere', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11 – 20 of 42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('41 – 42 of 42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('1 – 10 of 42')).toBeInTheDocument();
  });

  it('goes back to page 1 when the page size changes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Items per page:' }), '25');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 25 });
    expect(screen.getByText('1 – 25 of 42')).toBeInTheDocument();
  });

  it('labels its page-size field with the id it is given', () => {
    render(<Paginator id="list-size" page={1} perPage={10} total={42} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Items per page:' })).toHaveAttribute(
      'id',
      'list-size',
    );
  });

  it('counts pages and ranges at the edges', () => {
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(10, 11)).toBe(2);
    expect(rangeLabel(1, 10, 0)).toBe('0 of 0');
  });

  it("shows the texts it is given in the page's language", () => {
    // The shared words (@touchline/i18n) give these from the Irish catalogue.
    const texts: PaginatorTexts = {
      navigation: 'Leathanúchán',
      perPage: 'Míreanna in aghaidh an leathanaigh:',
      first: 'An chéad leathanach',
      previous: 'An leathanach roimhe seo',
      next: 'An chéad leathanach eile',
      last: 'An leathanach deireanach',
      range: (from, to, total) => `${from} – ${to} as ${total}`,
      empty: '0 as 0',
    };
    render(<Paginator page={2} perPage={10} total={1042} onChange={() => {}} texts={texts} />);
    const nav = screen.getByRole('navigation', { name: 'Leathanúchán' });
    expect(nav).toHaveTextContent('11 – 20 as 1042');
    expect(
      screen.getByRole('combobox', { name: 'Míreanna in aghaidh an leathanaigh:' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'An leathanach roimhe seo' })).toBeEnabled();
    expect(rangeLabel(1, 10, 0, texts)).toBe('0 as 0');
  });
});
