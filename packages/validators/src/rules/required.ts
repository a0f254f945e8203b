import { REQUIRED_FIELD } from '../core/messages';
import { isEmpty, type Validator } from '../core/validator';

/** Present: not undefined, null, an empty string or an empty list. */
export const required =
  (message: string = REQUIRED_FIELD): Validator =>
  (value) =>
    isEmpty(value) ? message : undefined;

/** Present and not only whitespace (the dynamic form's Mandatory rule). */
export const mandatory =
  (message: string = REQUIRED_FIELD): Validator =>
  (value) =>
    isEmpty(value) || (typeof value === 'string' && value.trim() === '') ? message : undefined;

/** A list with at least one entry. */
export const requiredArray =
  (message: string = REQUIRED_FIELD): Validator =>
  (value) =>
    Array.isArray(value) && value.length > 0 ? undefined : message;

/** A checkbox that must be ticked (e.g. the terms). */
export const mustBeTicked =
  (message: string = REQUIRED_FIELD): Validator =>
  (value) =>
    value === true ? undefined : message;

/** At least one ticked box in a group: a list of flags or an object of flags by name. */
export const atLeastOneChecked =
  (message: string = REQUIRED_FIELD): Validator =>
  (value) => {
    const flags = Array.isArray(value)
      ? value
      : value !== null && typeof value === 'object'
        ? Object.values(value)
        : [];
    return flags.some((flag) => flag === true) ? undefined : message;
  };
