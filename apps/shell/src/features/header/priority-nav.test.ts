import { fitCount } from './priority-nav';

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
