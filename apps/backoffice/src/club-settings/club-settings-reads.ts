import { createClubSettingsCalls } from '@touchline/api-client';
import { defineServerRead } from '@touchline/store/server-data';

// The club settings' reads (ADR 0035); the club is the signed-in admin's, from the session.

/** The arguments of a read that takes none. */
export const NO_ARGS = {};

/** Where the club's grounds are, and its address. */
export const clubLocationRead = defineServerRead(
  'backoffice/club-location',
  (http, _: object, signal) => createClubSettingsCalls(http).getClubLocation({}, { signal }),
);

/** The club's name, theme colours and feature switches. */
export const clubLookRead = defineServerRead('backoffice/club-look', (http, _: object, signal) =>
  createClubSettingsCalls(http).getClubLook({}, { signal }),
);

/**
 * The club's logo, banner and social links, with its name and colours for their previews: read
 * together, so one failure is said once.
 */
export const clubBrandRead = defineServerRead(
  'backoffice/club-brand',
  async (http, _: object, signal) => {
    const calls = createClubSettingsCalls(http);
    const [brand, look] = await Promise.all([
      calls.getClubBrand({}, { signal }),
      calls.getClubLook({}, { signal }),
    ]);
    return { brand, look };
  },
);

/** The club's menu, in order. */
export const clubMenuRead = defineServerRead('backoffice/club-menu', (http, _: object, signal) =>
  createClubSettingsCalls(http).getClubMenu({}, { signal }),
);

/** The club's sponsors, in the club's order. */
export const clubSponsorsRead = defineServerRead(
  'backoffice/club-sponsors',
  async (http, _: object, signal) =>
    (await createClubSettingsCalls(http).getClubSponsors({}, { signal })).data,
);

/** The latest changes of the club's settings, newest first. */
export const clubChangesRead = defineServerRead(
  'backoffice/club-changes',
  async (http, _: object, signal) =>
    (await createClubSettingsCalls(http).getClubChanges({}, { signal })).data,
);
