import fc from 'fast-check';
import { composeValidators, fieldValue, isEmpty, optional, type Validator } from './validator';

const failsWith =
  (message: string): Validator =>
  () =>
    message;
const passes: Validator = () => undefined;

describe('composeValidators', () => {
  it('gives the first message in order', () => {
    expect(composeValidators(passes, failsWith('first'), failsWith('second'))('x')).toBe('first');
  });

  it('gives undefined when every validator passes', () => {
    expect(composeValidators(passes, passes)('x')).toBeUndefined();
    expect(composeValidators()('x')).toBeUndefined();
  });

  it('passes the form values on to each validator', () => {
    const seen: unknown[] = [];
    composeValidators((value, all) => {
      seen.push(value, all);
      return undefined;
    })('v', { other: 1 });
    expect(seen).toEqual(['v', { other: 1 }]);
  });

  it('is the first defined message of the list, for any list', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string(), { nil: undefined })), (messages) => {
        const validators = messages.map((m) => () => m);
        return composeValidators(...validators)('x') === messages.find((m) => m !== undefined);
      }),
    );
  });
});

describe('optional', () => {
  it('skips empty values and checks the rest', () => {
    const validate = optional(failsWith('bad'));
    expect(validate('')).toBeUndefined();
    expect(validate(null)).toBeUndefined();
    expect(validate(undefined)).toBeUndefined();
    expect(validate('x')).toBe('bad');
  });
});

describe('isEmpty and fieldValue', () => {
  it('counts undefined, null, "" and [] as empty', () => {
    expect([undefined, null, '', []].every(isEmpty)).toBe(true);
    expect([' ', 0, false, ['x']].some(isEmpty)).toBe(false);
  });

  it('reads nested values and gives undefined for missing ones', () => {
    expect(fieldValue({ user: { email: 'a' } }, 'user.email')).toBe('a');
    expect(fieldValue({ user: null }, 'user.email')).toBeUndefined();
    expect(fieldValue(undefined, 'email')).toBeUndefined();
  });
});
