import { lottoProduct, NEXT_DRAW } from '../testing/product-fixtures';
import {
  isLineComplete,
  lineSummary,
  pickInstruction,
  priceOptions,
  prizeTiers,
  resizeLines,
  toggleValue,
  valueLabel,
} from './lotto-lines';

describe('lotto lines', () => {
  it('adds values in order and refuses more than the line takes', () => {
    expect(toggleValue([3, 11], 7, 4)).toEqual([3, 7, 11]);
    expect(toggleValue([1, 2, 3, 4], 5, 4)).toEqual([1, 2, 3, 4]);
    expect(toggleValue([1, 2, 3, 4], 2, 4)).toEqual([1, 3, 4]);
  });

  it('calls a line complete only with the count of distinct values in range', () => {
    expect(isLineComplete([1, 2, 3, 4], NEXT_DRAW)).toBe(true);
    expect(isLineComplete([1, 2, 3], NEXT_DRAW)).toBe(false);
    expect(isLineComplete([1, 2, 3, 29], NEXT_DRAW)).toBe(false);
    expect(isLineComplete([2, 2, 3, 4], NEXT_DRAW)).toBe(false);
  });

  it('keeps picked lines when the number of lines changes', () => {
    expect(resizeLines([[1, 2, 3, 4]], 3)).toEqual([[1, 2, 3, 4], [], []]);
    expect(resizeLines([[1], [2], [3]], 1)).toEqual([[1]]);
  });

  it('reads letters for letter draws', () => {
    const letters = { ...NEXT_DRAW, number_type: 'Letter' as const, min_number: 1, max_number: 26 };
    expect(valueLabel(1, letters)).toBe('A');
    expect(valueLabel(26, letters)).toBe('Z');
    expect(pickInstruction({ ...letters, numbers_count: 3 })).toBe('Pick 3 letters from A to Z');
    expect(lineSummary(0, [1, 3], { ...letters, numbers_count: 3 })).toBe(
      'Line 1: A, C. 1 more to pick.',
    );
  });

  it('tells what is left to pick, or that the line is complete', () => {
    expect(pickInstruction(NEXT_DRAW)).toBe('Pick 4 numbers from 1 to 28');
    expect(lineSummary(1, [], NEXT_DRAW)).toBe('Line 2: nothing picked. 4 more to pick.');
    expect(lineSummary(0, [3, 11, 19, 27], NEXT_DRAW)).toBe('Line 1: 3, 11, 19, 27. Complete.');
  });

  it('orders the prize tiers jackpot first, then by matches, each with its amount', () => {
    expect(prizeTiers(lottoProduct())).toEqual([
      { name: 'Jackpot', amount: 800000 },
      { name: 'Match 3', amount: 5000 },
    ]);
    const product = lottoProduct();
    product.metadata.prize_tiers = ['Match 4', 'constructor'];
    delete product.metadata.prize_amounts;
    expect(prizeTiers(product)).toEqual([
      { name: 'Match 4', amount: null },
      { name: 'constructor', amount: null },
    ]);
  });

  it('offers one line for one draw at the product price when no options are set', () => {
    const product = lottoProduct();
    product.metadata.configurable_price = [];
    expect(priceOptions(product)).toEqual([
      { title: '1 line, 1 draw', price: 200, lines: 1, draws: 1 },
    ]);
  });
});
