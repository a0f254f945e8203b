// The defaults of the dynamic form's text fields.
import { TEXT_MAX_LENGTH, TEXT_MIN_LENGTH } from '../core/limits';
import { maximumCharacters, minimumCharacters } from '../core/messages';
import { composeValidators, type Validator } from '../core/validator';
import { maxLength, minLength } from '../rules/length';

/** A text field whose question defines no validations: 2 to 64 characters. */
export const defaultTextField: Validator = composeValidators(
  minLength(TEXT_MIN_LENGTH, minimumCharacters(TEXT_MIN_LENGTH)),
  maxLength(TEXT_MAX_LENGTH, maximumCharacters(TEXT_MAX_LENGTH)),
);
