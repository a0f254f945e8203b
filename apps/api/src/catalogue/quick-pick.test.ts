import fc from 'fast-check';
import { quickPickLine } from './quick-pick';

describe('quickPickLine', () => {
  it('picks the requested count of distinct values within the range, ascending', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 20 }),
        (min, width, wanted) => {
          const numbersCount = Math.min(wanted, width + 1);
          const line = quickPickLine({ numbersCount, minNumber: min, maxNumber: min + width });
          expect(line).toHaveLength(numbersCount);
          expect(new Set(line).size).toBe(numbersCount);
          expect(line.every((value) => value >= min && value <= min + width)).toBe(true);
          expect([...line].sort((a, b) => a - b)).toEqual(line);
        },
      ),
    );
  });

  it('works over a wide range too', () => {
    const line = quickPickLine({ numbersCount: 6, minNumber: 1, maxNumber: 1_000_000 });
    expect(new Set(line).size).toBe(6);
    expect(line.every((value) => value >= 1 && value <= 1_000_000)).toBe(true);
  });

  it('takes every value when the line needs them all', () => {
    expect(quickPickLine({ numbersCount: 5, minNumber: 1, maxNumber: 5 })).toEqual([1, 2, 3, 4, 5]);
  });

  it('uses the random source it is given', () => {
    // Always choosing the last remaining value picks from the top of the range.
    const last = (_min: number, max: number) => max - 1;
    expect(quickPickLine({ numbersCount: 3, minNumber: 1, maxNumber: 28 }, last)).toEqual([
      1, 2, 28,
    ]);
  });

  it('refuses a line larger than the range', () => {
    expect(() => quickPickLine({ numbersCount: 5, minNumber: 1, maxNumber: 4 })).toThrow(
      RangeError,
    );
  });
});
