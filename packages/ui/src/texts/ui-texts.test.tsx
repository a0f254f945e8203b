import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ScrollRegion } from '../a11y/scroll-region';
import { ListPager } from '../list-table/list-pager';
import { ListTable } from '../list-table/list-table';
import { SkeletonLines } from '../loaders/skeletons';
import { Paginator } from '../paginator/paginator';
import { ENGLISH_UI_TEXTS, type UiTexts, UiTextsProvider } from './ui-texts';

/** The shared components' words as an app in Irish gives them. */
const IRISH: UiTexts = {
  ...ENGLISH_UI_TEXTS,
  paginator: {
    ...ENGLISH_UI_TEXTS.paginator,
    navigation: 'Uimhriú leathanach',
    next: 'An chéad leathanach eile',
    range: (from, to, total) => `${from} – ${to} as ${total}`,
  },
  loading: 'Á lódáil…',
  loadMore: 'Lódáil tuilleadh',
  noResults: 'Níor aimsíodh aon torthaí',
  scrollsSideways: (label) => `${label} (scrollaíonn sé ó thaobh go taobh)`,
};

const list = (mode: 'pages' | 'scroll') => ({
  mode,
  items: [],
  total: 42,
  loading: false,
  loadingMore: false,
  hasMore: true,
  loadMore: jest.fn(),
  replace: jest.fn(),
});

describe('the shared components in the words an app gives them', () => {
  it('are in English where no app has given any', () => {
    render(
      <>
        <Paginator page={1} perPage={10} total={42} onChange={jest.fn()} />
        <SkeletonLines />
        <ScrollRegion label="Payments">x</ScrollRegion>
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      '1 – 10 of 42',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('region', { name: 'Payments (scrolls sideways)' })).toBeInTheDocument();
  });

  it('say the paginator, a list, its loaders and a scrolling region in the app’s language', () => {
    render(
      <MemoryRouter>
        <UiTextsProvider value={IRISH}>
          <Paginator page={1} perPage={10} total={42} onChange={jest.fn()} />
          <ListPager list={list('scroll')} page={1} perPage={10} onPageChange={jest.fn()} />
          <SkeletonLines />
          <ListTable caption="Íocaíochtaí" columns={[]} rows={[]} rowKey={() => 0} />
          <ScrollRegion label="Íocaíochtaí">x</ScrollRegion>
        </UiTextsProvider>
      </MemoryRouter>,
    );
    const pages = screen.getByRole('navigation', { name: 'Uimhriú leathanach' });
    expect(pages).toHaveTextContent('1 – 10 as 42');
    expect(screen.getByRole('button', { name: 'An chéad leathanach eile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lódáil tuilleadh' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Á lódáil…');
    expect(screen.getByText('Níor aimsíodh aon torthaí')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Íocaíochtaí (scrollaíonn sé ó thaobh go taobh)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Load more|Loading|No results/)).toBeNull();
  });

  it('keep the words a caller gives one of them', () => {
    render(
      <UiTextsProvider value={IRISH}>
        <SkeletonLines label="Ag lódáil na n-orduithe" />
      </UiTextsProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ag lódáil na n-orduithe');
  });
});
