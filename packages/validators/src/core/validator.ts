/**
 * A field validator: the value in, the message out (undefined when valid). The second argument
 * is every value of the form, so the shape fits react-final-form's `validate` prop as it is.
 */
export type Validator = (value: unknown, allValues?: object) => string | undefined;

/** Runs the validators in order and returns the first message. */
export function composeValidators(...validators: readonly Validator[]): Validator {
  return (value, allValues) => {
    for (const validate of validators) {
      const message = validate(value, allValues);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/** Skips the validators while the field is empty, for optional fields. */
export function optional(...validators: readonly Validator[]): Validator {
  const validate = composeValidators(...validators);
  return (value, allValues) => (isEmpty(value) ? undefined : validate(value, allValues));
}

/** The value as text: strings as they are, numbers written out, anything else empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Empty: undefined, null, an empty string or an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.length === 0;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Reads a field of the form's values by its name, dotted for nested fields (`user.email`). */
export function fieldValue(allValues: object | undefined, name: string): unknown {
  let current: unknown = allValues;
  for (const key of name.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
