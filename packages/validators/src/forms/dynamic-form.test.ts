import { defaultTextField } from './dynamic-form';

describe('default text field', () => {
  it('wants 2 to 64 characters', () => {
    expect(defaultTextField('a')).toBe('Minimum 2 characters');
    expect(defaultTextField('a'.repeat(65))).toBe('Maximum 64 characters');
    expect(defaultTextField('ab')).toBeUndefined();
    expect(defaultTextField('a'.repeat(64))).toBeUndefined();
  });
});
