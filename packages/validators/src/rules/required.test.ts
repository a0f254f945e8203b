import { REQUIRED_FIELD } from '../core/messages';
import { atLeastOneChecked, mandatory, mustBeTicked, required, requiredArray } from './required';

describe('required rules', () => {
  it('required refuses empty values with its message', () => {
    expect(required('Email is required')('')).toBe('Email is required');
    expect(required()(null)).toBe(REQUIRED_FIELD);
    expect(required()('x')).toBeUndefined();
    expect(required()(0)).toBeUndefined();
  });

  it('mandatory also refuses a value of spaces only', () => {
    expect(mandatory()('   ')).toBe(REQUIRED_FIELD);
    expect(mandatory()('\t\n')).toBe(REQUIRED_FIELD);
    expect(mandatory()(' a ')).toBeUndefined();
  });

  it('requiredArray wants at least one entry', () => {
    expect(requiredArray()([])).toBe(REQUIRED_FIELD);
    expect(requiredArray()('x')).toBe(REQUIRED_FIELD);
    expect(requiredArray()(['x'])).toBeUndefined();
  });

  it('mustBeTicked wants true', () => {
    expect(mustBeTicked()(false)).toBe(REQUIRED_FIELD);
    expect(mustBeTicked()(undefined)).toBe(REQUIRED_FIELD);
    expect(mustBeTicked()(true)).toBeUndefined();
  });

  it('atLeastOneChecked reads a list or an object of flags', () => {
    expect(atLeastOneChecked()([false, false])).toBe(REQUIRED_FIELD);
    expect(atLeastOneChecked()({ a: false, b: true })).toBeUndefined();
    expect(atLeastOneChecked()([false, true])).toBeUndefined();
    expect(atLeastOneChecked()(null)).toBe(REQUIRED_FIELD);
  });
});
