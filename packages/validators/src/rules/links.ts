import { MOBILE_MIN_DIGITS } from '../core/limits';
import { INVALID_LINK, INVALID_VALUE } from '../core/messages';
import type { Validator } from '../core/validator';
import { pattern } from './text';

/** An address on the web, with or without http(s)://: a host with a dot, then any path. */
export const URL_PATTERN =
  /^(https?:\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/;

/** A phone number: 9 or more digits, with an optional + before the country code. */
export const PHONE_PATTERN = new RegExp(`^\\+?\\d{${MOBILE_MIN_DIGITS},}$`);

export const url = (message: string = INVALID_LINK): Validator => pattern(URL_PATTERN, message);

export const phone = (message: string = INVALID_VALUE): Validator =>
  pattern(PHONE_PATTERN, message);
