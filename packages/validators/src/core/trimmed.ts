import { asText, type Validator } from './validator';

/** Validates the value as it will be sent: trimmed. */
export const trimmed =
  (validate: Validator): Validator =>
  (value, allValues) =>
    validate(asText(value).trim(), allValues);
