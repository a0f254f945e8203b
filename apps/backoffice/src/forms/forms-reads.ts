import { createClubSettingsCalls, isNotFound } from '@touchline/api-client';
import { defineServerRead } from '@touchline/store/server-data';

// The registration forms pages' reads (ADR 0035); the club is the signed-in admin's.

/** The club's registration forms, all in one answer. */
export const registrationFormsRead = defineServerRead(
  'backoffice/registration-forms',
  async (http, _: object, signal) =>
    (await createClubSettingsCalls(http).getRegistrationForms({}, { signal })).data,
);

/** One form for its editor; null when the club has no such form (not a failure). */
export const registrationFormRead = defineServerRead(
  'backoffice/registration-form',
  async (http, { id }: { id: number }, signal) => {
    try {
      return await createClubSettingsCalls(http).getRegistrationForm(id, {}, { signal });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  },
);
