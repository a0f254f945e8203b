import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { fitCount, usePriorityNav } from './priority-nav';

describe('fitCount: how many menu items the bar has room for', () => {
  const widths = [90, 110, 100, 150, 150, 80];

  it('shows up to the most allowed, with room left for More...', () => {
    expect(fitCount(widths, 70, 2000, 6)).toBe(6);
    expect(fitCount(widths, 70, 2000, 3)).toBe(3);
  });

  it('moves items under More... as the bar narrows', () => {
    // 90 + 110 + 100 + 150 = 450, and More... needs 70 more.
    expect(fitCount(widths, 70, 520, 6)).toBe(4);
    expect(fitCount(widths, 70, 519, 6)).toBe(3);
    expect(fitCount(widths, 70, 200, 6)).toBe(1);
    expect(fitCount(widths, 70, 100, 6)).toBe(0);
  });

  it('needs no room for More... when every item fits', () => {
    expect(fitCount(widths, 70, 680, 6)).toBe(6);
    expect(fitCount([90, 110], 70, 200, 2)).toBe(2);
  });
});

describe('usePriorityNav: the bar taken over from the server', () => {
  let wide = false;
  const renders: boolean[] = [];

  /** A bar of three items, each render noted with whether it was measured. */
  function Bar() {
    const { count, measured, menuRef, measureRef } = usePriorityNav('a\nb\nc', 3);
    renders.push(measured);
    return createElement(
      'div',
      { ref: menuRef },
      createElement('ul', { 'data-measured': measured || undefined }, `${count} shown`),
      createElement('ul', { ref: measureRef }),
    );
  }

  beforeEach(() => {
    renders.length = 0;
    Object.assign(window, {
      matchMedia: (query: string) => ({
        matches: wide,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
      ResizeObserver: class {
        observe() {}
        disconnect() {}
      },
    });
  });

  afterEach(() => {
    delete (window as Partial<typeof window>).ResizeObserver;
    delete (window as Partial<Window>).matchMedia;
  });

  it("renders a phone's header once: every item behind the toggle, nothing to measure", () => {
    wide = false;
    render(createElement(Bar));
    expect(screen.getByText('3 shown')).not.toHaveAttribute('data-measured');
    expect(renders).toEqual([false]);
  });

  it('measures the wide bar once the app has it', () => {
    wide = true;
    render(createElement(Bar));
    expect(screen.getByText(/shown$/)).toHaveAttribute('data-measured', 'true');
    expect(renders).toEqual([false, true]);
  });
});
