import { maximumLength, minimumLength } from '../core/messages';
import { asText, type Validator } from '../core/validator';

/** At least `min` characters; an empty value is left to `required`. */
export const minLength =
  (min: number, message: string = minimumLength(min)): Validator =>
  (value) => {
    const text = asText(value);
    return text.length > 0 && text.length < min ? message : undefined;
  };

/** At most `max` characters. */
export const maxLength =
  (max: number, message: string = maximumLength(max)): Validator =>
  (value) =>
    asText(value).length > max ? message : undefined;

/** Between `min` and `max` characters, one message for both ends; empty is left to `required`. */
export const lengthBetween =
  (min: number, max: number, message: string): Validator =>
  (value) => {
    const length = asText(value).length;
    return length > 0 && (length < min || length > max) ? message : undefined;
  };
