import type {
  BackofficeQuery,
  BackofficeSponsor,
  BackofficeSponsorList,
  ClubBrandSettings,
  ClubBrandUpdateBody,
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
  SponsorBody,
  SponsorOrderBody,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';
import { segment } from './paths';

const formChecks = () => import('../generated/backoffice-forms-validators');
const locationChecks = () => import('../generated/club-location-validators');
const lookChecks = () => import('../generated/club-look-validators');
const sponsorChecks = () => import('../generated/club-sponsors-validators');

const FORMS = '/backoffice/registration-forms';
const CLUB = '/backoffice/club';
const SPONSORS = `${CLUB}/sponsors`;

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

    /** `GET /backoffice/club/brand`: logo, home banner, social links. */
    getClubBrand: (query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<ClubBrandSettings>(`${CLUB}/brand`, {
        query,
        signal,
        check: { lazy: () => lookChecks().then((m) => m.validateClubBrandSettings) },
      }),

    /** `PUT /backoffice/club/brand`: refused with 422 and field errors when a link is wrong. */
    saveClubBrand: (
      body: ClubBrandUpdateBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<ClubBrandSettings>(`${CLUB}/brand`, {
        method: 'PUT',
        body,
        query,
        signal,
        check: { lazy: () => lookChecks().then((m) => m.validateClubBrandSettings) },
      }),

    /**
     * `GET /backoffice/club/changes`: the latest edits of the club's settings (look, menu,
     * brand, sponsors), newest first.
     */
    getClubChanges: (query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<ClubChangeList>(`${CLUB}/changes`, {
        query,
        signal,
        check: { lazy: () => lookChecks().then((m) => m.validateClubChangeList) },
      }),

    /** `GET /backoffice/club/sponsors`: the club's sponsors in its order. */
    getClubSponsors: (query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<BackofficeSponsorList>(SPONSORS, {
        query,
        signal,
        check: { lazy: () => sponsorChecks().then((m) => m.validateBackofficeSponsorList) },
      }),

    /** `POST /backoffice/club/sponsors`: added last; 422 with field errors when a rule is broken. */
    addClubSponsor: (
      body: SponsorBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<BackofficeSponsor>(SPONSORS, {
        method: 'POST',
        body,
        query,
        signal,
        check: { lazy: () => sponsorChecks().then((m) => m.validateBackofficeSponsor) },
      }),

    /** `PUT /backoffice/club/sponsors/{id}` */
    saveClubSponsor: (
      id: number,
      body: SponsorBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<BackofficeSponsor>(`${SPONSORS}/${segment(id)}`, {
        method: 'PUT',
        body,
        query,
        signal,
        check: { lazy: () => sponsorChecks().then((m) => m.validateBackofficeSponsor) },
      }),

    /** `DELETE /backoffice/club/sponsors/{id}`: answers the sponsors left. */
    removeClubSponsor: (id: number, query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<BackofficeSponsorList>(`${SPONSORS}/${segment(id)}`, {
        method: 'DELETE',
        query,
        signal,
        check: { lazy: () => sponsorChecks().then((m) => m.validateBackofficeSponsorList) },
      }),

    /** `PUT /backoffice/club/sponsors/order`: every sponsor's id, in the new order. */
    orderClubSponsors: (
      body: SponsorOrderBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<BackofficeSponsorList>(`${SPONSORS}/order`, {
        method: 'PUT',
        body,
        query,
        signal,
        check: { lazy: () => sponsorChecks().then((m) => m.validateBackofficeSponsorList) },
      }),
  };
}

export type ClubSettingsCalls = ReturnType<typeof createClubSettingsCalls>;
