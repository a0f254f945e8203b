// Every message of the validation rules, letter for letter as the product shows them. Where the
// product's rules name a rule but give no text, the project's choice is marked "project text".

/** Generic messages of the dynamic form. */
export const INVALID_VALUE = 'Invalid value';
export const INVALID_EMAIL_ADDRESS = 'Invalid email address';
export const NO_SPACES_ALLOWED = 'No spaces allowed';
export const INVALID_LINK = 'Invalid link';
export const pleaseEnter = (field: string) => `Please enter ${field}`;
export const minimumLength = (n: number) => `Minimum length ${n}`;
export const maximumLength = (n: number) => `Maximum length ${n}`;
export const minimumCharacters = (n: number) => `Minimum ${n} characters`;
export const maximumCharacters = (n: number) => `Maximum ${n} characters`;

/** Authentication. */
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_MUST_BE_VALID = 'Email must be valid';
export const EMAIL_DOES_NOT_MATCH = 'Email does not match';
export const PASSWORD_REQUIRED = 'Password is required';
export const INVALID_PASSWORD = 'Invalid password';
export const PASSWORD_AT_LEAST_8 = 'At least 8 characters';
export const PASSWORD_AT_LEAST_ONE_UPPER_CASE = 'At least one upper case';
/** Project text, in the manner of "At least one upper case". */
export const PASSWORD_AT_LEAST_ONE_LOWER_CASE = 'At least one lower case';
/** Project text, in the manner of "At least one upper case". */
export const PASSWORD_AT_LEAST_ONE_NUMBER = 'At least one number';
/** Project text, in the manner of "At least 8 characters". */
export const PASSWORD_AT_MOST_30 = 'At most 30 characters';
export const PASSWORD_SPECIAL_CHARACTERS = 'Note special characters ( / [ ] * ; are not accepted.';
export const PASSWORD_NOT_ALLOWED = 'Password not allowed, please enter a different password.';
export const PASSWORDS_DO_NOT_MATCH = 'Password do not match';
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const MOBILE_REQUIRED = 'Mobile phone number is required';
export const mobileMustBeValid = (phone: string) => `Mobile phone must be valid e.g.: ${phone}`;
export const CODE_REQUIRED = 'Code is required';
export const INVALID_CODE = 'Invalid code';

/** Form-level messages of the authentication screens. */
export const CHECK_ALL_FIELDS = 'Please check all the fields and submit again!';
export const SOMETHING_UNEXPECTED = 'Something unexpected happened, please try again later.';
export const CODE_IS_INVALID = 'Code is invalid, please try again';

/** Contact form. */
export const ENTER_YOUR_NAME = 'Please enter your name';
export const ENTER_YOUR_SURNAME = 'Please enter your surname';
export const ENTER_YOUR_EMAIL = 'Please enter your email';
export const ENTER_YOUR_MESSAGE = 'Please enter your message';
export const nameAtLeast = (n: number) => `Name must be at least ${n} characters long`;
export const surnameAtLeast = (n: number) => `Surname must be at least ${n} characters long`;
export const emailAtLeast = (n: number) => `Email must be at least ${n} characters long`;
export const messageAtLeast = (n: number) => `Message must be at least ${n} characters long`;

/** Contact and guest email. */
export const ENTER_A_VALID_EMAIL = 'Please enter a valid email address';

/** Guest form. */
export const REQUIRED_FIELD = 'This is a required field';
