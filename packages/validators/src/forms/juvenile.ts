// A juvenile's details as the registration form checks them (name, date of birth in the
// juvenile age range of the season), shared by the member's account and the API.
import { composeValidators, type Validator } from '../core/validator';
import { dateInRange, validDate } from '../rules/dates';
import { required } from '../rules/required';

export const DATE_OF_BIRTH_REQUIRED = 'Please enter date of birth';
/** Juveniles are born after 31 December of the year 18 years back and before 1 January 3 years back. */
export function juvenileBirthRange(year: number): { greaterThan: string; lessThan: string } {
  return { greaterThan: `${year - 18}-12-31`, lessThan: `${year - 3}-01-01` };
}

/**
 * A date of birth outside the season's range, with the birth years that fit: "below" alone read
 * as "too young" to a parent who typed an earlier (older) date.
 */
export const juvenileAgeRangeMessage = (year: number): string =>
  `$label is {{ABOVEORBELOW}} the juvenile age range (born ${year - 17} to ${year - 4})`;

/** The date of birth of a juvenile in the season `year` (this year by default). */
export const juvenileDateOfBirth = (year: number = new Date().getFullYear()): Validator =>
  composeValidators(
    required(DATE_OF_BIRTH_REQUIRED),
    validDate(),
    dateInRange({
      ...juvenileBirthRange(year),
      message: juvenileAgeRangeMessage(year),
      label: 'Date of birth',
    }),
  );

export const JUVENILE_GENDERS = ['Male', 'Female', 'Prefer not to say'] as const;
