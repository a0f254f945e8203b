import { randomInt } from 'node:crypto';

/** The rules of one line of a draw. */
export interface LineRules {
  readonly numbersCount: number;
  readonly minNumber: number;
  readonly maxNumber: number;
}

const LARGE_RANGE = 10_000;

/** A random integer in [min, max). */
export type RandomInt = (min: number, max: number) => number;

/**
 * A random valid line: `numbersCount` distinct values from `minNumber` to `maxNumber`, in
 * ascending order, every line equally likely (a partial Fisher-Yates shuffle).
 */
export function quickPickLine(rules: LineRules, random: RandomInt = randomInt): number[] {
  const size = rules.maxNumber - rules.minNumber + 1;
  if (!Number.isInteger(size) || size < rules.numbersCount || rules.numbersCount < 0) {
    throw new RangeError('A line cannot pick more values than the draw has');
  }
  if (size > LARGE_RANGE) {
    // Few picks from a wide range: draw until distinct (at most 20 of 10,000+ values).
    const picked = new Set<number>();
    while (picked.size < rules.numbersCount) {
      picked.add(rules.minNumber + random(0, size));
    }
    return [...picked].sort((a, b) => a - b);
  }
  const pool = Array.from({ length: size }, (_, index) => rules.minNumber + index);
  for (let index = 0; index < rules.numbersCount; index += 1) {
    const swap = random(index, size);
    [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
  }
  return pool.slice(0, rules.numbersCount).sort((a, b) => a - b);
}
