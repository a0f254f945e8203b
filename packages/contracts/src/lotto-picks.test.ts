import { pickText } from './lotto-picks';

describe('pickText', () => {
  it('writes a line of numbers as they are', () => {
    expect(pickText([1, 2, 26], false)).toBe('1, 2, 26');
  });

  it('writes the picks of letter draws as letters', () => {
    expect(pickText([1, 2, 26], true)).toBe('A, B, Z');
  });

  it('keeps a stored value that is no letter as it is', () => {
    expect(pickText([0, 27, '5'], true)).toBe('0, 27, 5');
  });
});
