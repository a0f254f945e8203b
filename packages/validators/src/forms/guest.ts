// The guest checkout form rules
import { ENTER_A_VALID_EMAIL, REQUIRED_FIELD } from '../core/messages';
import { composeValidators, type Validator } from '../core/validator';
import { email } from '../rules/email';
import { required } from '../rules/required';
import { noEdgeSpaces } from '../rules/text';

export const guestName: Validator = composeValidators(required(REQUIRED_FIELD), noEdgeSpaces());

/** Required; a valid address without a plus sign. */
export const guestEmail: Validator = composeValidators(
  required(REQUIRED_FIELD),
  email(ENTER_A_VALID_EMAIL, { allowPlus: false }),
);
