import { act, screen } from '@testing-library/react';
import {
  leaveServerRenderedPage,
  PAGE_META,
  PAGE_TITLE,
  serverRenderLeftBehind,
} from '@touchline/federation';
import { useEffect } from 'react';
import { fixtureAccount } from '../../test/club-account.fixture';
import { renderWithStore } from '../../test/render-with-store';
import { RemoteOutlet } from './remote-outlet';

jest.mock('@touchline/federation', () => ({
  ...jest.requireActual('@touchline/federation'),
  leaveServerRenderedPage: jest.fn(),
  serverRenderLeftBehind: jest.fn(() => false),
  RemoteSlot: function RemoteSlot({ remote }: { remote: string }) {
    useEffect(() => {
      slotMounts.push(remote);
    }, [remote]);
    return <p>{remote} slot</p>;
  },
}));

const slotMounts: string[] = [];

const wake = jest.mocked(leaveServerRenderedPage);

describe('the remote outlet', () => {
  beforeEach(() => {
    wake.mockClear();
    slotMounts.length = 0;
    jest.mocked(serverRenderLeftBehind).mockReturnValue(false);
  });

  it("leaves a server-rendered page's remote waiting for the visitor on the page's first address", () => {
    renderWithStore(<RemoteOutlet />, { route: '/news/match-report' });
    expect(screen.getByText('storefront slot')).toBeInTheDocument();
    expect(wake).not.toHaveBeenCalled();
  });

  it('lets held remotes load once the visitor navigates', () => {
    const { navigate } = renderWithStore(<RemoteOutlet />, { route: '/news/match-report' });
    act(() => navigate('/news/fixtures'));
    expect(wake).toHaveBeenCalled();
  });

  it("renders the page's remote afresh when the visitor left before it took the server's page over", () => {
    const { navigate } = renderWithStore(<RemoteOutlet />, { route: '/news/match-report' });
    jest.mocked(serverRenderLeftBehind).mockReturnValue(true);
    act(() => navigate('/'));
    expect(screen.getByText('storefront slot')).toBeInTheDocument();
    expect(slotMounts).toEqual(['storefront', 'storefront']);
  });

  it('keeps the remote that took the page over when the visitor moves within it', () => {
    const { navigate } = renderWithStore(<RemoteOutlet />, { route: '/news/match-report' });
    act(() => navigate('/'));
    expect(slotMounts).toEqual(['storefront']);
  });

  describe('the title and tags the server wrote for the first page', () => {
    const serverHead = `<title ${PAGE_TITLE}="">Match report | ${fixtureAccount.name}</title>
      <meta ${PAGE_META}="" property="og:title" content="Match report">
      <meta ${PAGE_META}="" name="description" content="We won.">
      <meta name="theme-color" content="#000">`;

    beforeEach(() => {
      document.head.innerHTML = serverHead;
    });

    it('stay while the visitor is on that page', () => {
      const { navigate } = renderWithStore(<RemoteOutlet />, { route: '/news/match-report' });
      act(() => navigate('/news/match-report#comments'));
      expect(document.title).toBe(`Match report | ${fixtureAccount.name}`);
      expect(document.head.querySelectorAll('meta')).toHaveLength(3);
    });

    it("go when the visitor moves on, even if the page's app never took the page over", () => {
      const { navigate } = renderWithStore(<RemoteOutlet />, { route: '/news/match-report' });
      act(() => navigate('/'));
      expect(document.title).toBe(fixtureAccount.name);
      expect(document.head.querySelector(`title[${PAGE_TITLE}]`)).toBeNull();
      expect(document.head.querySelectorAll('meta[property^="og:"]')).toHaveLength(0);
      expect(document.head.querySelector('meta[name="description"]')).toBeNull();
      expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
    });
  });
});
