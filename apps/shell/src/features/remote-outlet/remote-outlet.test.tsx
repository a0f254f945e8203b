import { act, screen } from '@testing-library/react';
import { leaveServerRenderedPage } from '@touchline/federation';
import { renderWithStore } from '../../test/render-with-store';
import { RemoteOutlet } from './remote-outlet';

jest.mock('@touchline/federation', () => ({
  ...jest.requireActual('@touchline/federation'),
  leaveServerRenderedPage: jest.fn(),
  RemoteSlot: ({ remote }: { remote: string }) => <p>{remote} slot</p>,
}));

const wake = jest.mocked(leaveServerRenderedPage);

describe('the remote outlet', () => {
  beforeEach(() => wake.mockClear());

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
});
