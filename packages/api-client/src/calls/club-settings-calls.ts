import type {
  BackofficeQuery,
  ClubChangeList,
  ClubLocation,
  ClubLook,
  ClubLookUpdateBody,
  ClubMenu,
  ClubMenuUpdateBody,
  ClubLocationUpdateBody,
  GeocodeResult,
  RegistrationForm,
  RegistrationFormList,
  RegistrationFormUpdateBody,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';
import { segment } from './paths';

const formChecks = () => import('../generated/backoffice-forms-validators');
const locationChecks = () => import('../generated/club-location-validators');
const lookChecks = () => import('../generated/club-look-validators');

const FORMS = '/backoffice/registration-forms';
const CLUB = '/backoffice/club';

/**
 * The back office's club settings: registration forms, the club's place on the map, its look and
 * menu, and the audit of those edits.
 */
export function createClubSettingsCalls(http: Http) {
  return {
    /** `GET /backoffice/registration-forms` */
    getRegistrationForms: (query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<RegistrationFormList>(FORMS, {
        query,
        signal,
        check: { lazy: () => formChecks().then((m) => m.validateRegistrationFormList) },
      }),

    /** `GET /backoffice/registration-forms/{id}` */
    getRegistrationForm: (id: number, query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<RegistrationForm>(`${FORMS}/${segment(id)}`, {
        query,
        signal,
        check: { lazy: () => formChecks().then((m) => m.validateRegistrationForm) },
      }),

    /** `PUT /backoffice/registration-forms/{id}`: every section, the questions kept. */
    saveRegistrationForm: (
      id: number,
      body: RegistrationFormUpdateBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<RegistrationForm>(`${FORMS}/${segment(id)}`, {
        method: 'PUT',
        body,
        query,
        signal,
        check: { lazy: () => formChecks().then((m) => m.validateRegistrationForm) },
      }),

    /** `GET /backoffice/club/location` */
    getClubLocation: (query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<ClubLocation>(`${CLUB}/location`, {
        query,
        signal,
        check: { lazy: () => locationChecks().then((m) => m.validateClubLocation) },
      }),

    /** `PUT /backoffice/club/location` */
    saveClubLocation: (
      body: ClubLocationUpdateBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<ClubLocation>(`${CLUB}/location`, {
        method: 'PUT',
        body,
        query,
        signal,
        check: { lazy: () => locationChecks().then((m) => m.validateClubLocation) },
      }),

    /** `GET /backoffice/club/geocode?q=`: best match first, none when nothing matches. */
    geocodeAddress: (address: string, query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<GeocodeResult>(`${CLUB}/geocode`, {
        query: { ...query, q: address },
        signal,
        check: { lazy: () => locationChecks().then((m) => m.validateGeocodeResult) },
      }),

    /** `GET /backoffice/club/look`: name, theme colours, feature switches. */
    getClubLook: (query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<ClubLook>(`${CLUB}/look`, {
        query,
        signal,
        check: { lazy: () => lookChecks().then((m) => m.validateClubLook) },
      }),

    /** `PUT /backoffice/club/look`: refused with 422 when a colour pair is below WCAG AA. */
    saveClubLook: (
      body: ClubLookUpdateBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<ClubLook>(`${CLUB}/look`, {
        method: 'PUT',
        body,
        query,
        signal,
        check: { lazy: () => lookChecks().then((m) => m.validateClubLook) },
      }),

    /** `GET /backoffice/club/menu` */
    getClubMenu: (query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<ClubMenu>(`${CLUB}/menu`, {
        query,
        signal,
        check: { lazy: () => lookChecks().then((m) => m.validateClubMenu) },
      }),

    /** `PUT /backoffice/club/menu`: the whole menu, in order. */
    saveClubMenu: (
      body: ClubMenuUpdateBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<ClubMenu>(`${CLUB}/menu`, {
        method: 'PUT',
        body,
        query,
        signal,
        check: { lazy: () => lookChecks().then((m) => m.validateClubMenu) },
      }),

    /** `GET /backoffice/club/changes`: the latest look and menu edits, newest first. */
    getClubChanges: (query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<ClubChangeList>(`${CLUB}/changes`, {
        query,
        signal,
        check: { lazy: () => lookChecks().then((m) => m.validateClubChangeList) },
      }),
  };
}

export type ClubSettingsCalls = ReturnType<typeof createClubSettingsCalls>;
