import { prizeAmounts } from './prize-amounts';

describe('prize amounts', () => {
  const tiers = ['Jackpot', 'Match 5', 'Match 4', 'Match 3'];

  it('takes the jackpot from the next draw and the other tiers as stored', () => {
    expect(
      prizeAmounts(tiers, { Jackpot: 100, 'Match 5': 50000, 'Match 3': 2500 }, { jackpot: 500000 }),
    ).toEqual({
      Jackpot: 500000,
      'Match 5': 50000,
      'Match 3': 2500,
    });
  });

  it('keeps a stored jackpot when no open draw has one', () => {
    expect(prizeAmounts(tiers, { Jackpot: 300000 }, null)).toEqual({ Jackpot: 300000 });
    expect(prizeAmounts(tiers, { Jackpot: 300000 }, { jackpot: null })).toEqual({
      Jackpot: 300000,
    });
  });

  it('answers only for the product’s tiers, and null when none has an amount', () => {
    expect(
      prizeAmounts(['Match 3', 'constructor'], { 'Match 4': 1000 }, { jackpot: 500000 }),
    ).toBeNull();
    expect(prizeAmounts(undefined, undefined, { jackpot: 500000 })).toBeNull();
    expect(prizeAmounts(['Jackpot'], undefined, { jackpot: 500000 })).toEqual({ Jackpot: 500000 });
  });
});
