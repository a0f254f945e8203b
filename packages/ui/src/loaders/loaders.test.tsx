import { act, render, renderHook, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ResponsiveSkeleton, SkeletonLines, SkeletonTiles } from './skeletons';
import { useLoaderVisible } from './use-loader-visible';

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

describe('skeleton loaders', () => {
  const initialWidth = window.innerWidth;
  afterEach(() => setWidth(initialWidth));

  it('say "Loading…" to screen readers and are busy', async () => {
    const { container } = render(
      <>
        <SkeletonLines count={3} />
        <SkeletonTiles count={2} label="Loading news…" />
      </>,
    );
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Loading…',
      'Loading news…',
    ]);
    expect(screen.getByTestId('skeleton-lines')).toHaveAttribute('aria-busy', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows lines on small screens and tiles on larger ones', () => {
    setWidth(500);
    const { unmount } = render(<ResponsiveSkeleton />);
    expect(screen.getByTestId('skeleton-lines')).toBeInTheDocument();
    unmount();
    setWidth(1024);
    render(<ResponsiveSkeleton />);
    expect(screen.getByTestId('skeleton-tiles')).toBeInTheDocument();
  });
});

describe('useLoaderVisible', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows at once and keeps a quick loader for 500 ms in all', () => {
    const { result, rerender } = renderHook(({ loading }) => useLoaderVisible(loading), {
      initialProps: { loading: false },
    });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(100));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(399));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('hides a long loader as soon as loading stops', () => {
    const { result, rerender } = renderHook(({ loading }) => useLoaderVisible(loading), {
      initialProps: { loading: true },
    });
    act(() => jest.advanceTimersByTime(800));
    rerender({ loading: false });
    act(() => jest.advanceTimersByTime(0));
    expect(result.current).toBe(false);
  });
});
