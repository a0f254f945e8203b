import type { RoleName } from '../db/schema-identity';

/**
 * Development sign-ins of the seed clubs. The passwords are for local development only (they
 * are in the README); a deployment seeds nothing of this and creates its own accounts.
 */
export const SEED_GOVERNING_BODIES = [
  { id: 7, name: 'Glenarden County Board', sso_mode: 'off' as const },
  {
    id: 12,
    name: 'Coastal Rowing Association',
    sso_mode: 'mandatory' as const,
    sso_button_text: 'Sign in with your federation account',
  },
];

export interface SeedUser {
  readonly club: string;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Club roles in `club`; the XGB role of `governingBodyId`. */
  readonly roles: readonly RoleName[];
  readonly governingBodyId?: number;
  /** A member record in `club` (adults who are members). */
  readonly member: boolean;
  readonly address?: { line1: string; city: string; county: string; country: string };
  readonly juveniles?: ReadonlyArray<{
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    gender: 'Male' | 'Female' | 'Prefer not to say';
  }>;
}

export const SEED_USERS: readonly SeedUser[] = [
  {
    club: 'demo',
    email: 'admin@demo.touchline.test',
    password: 'DevOnly-Admin-1',
    firstName: 'Niamh',
    lastName: 'Gallagher',
    roles: ['Admin', 'Owner'],
    member: true,
    address: { line1: '1 Main Street', city: 'Glenarden', county: 'Dublin', country: 'Ireland' },
  },
  {
    club: 'demo',
    email: 'member@demo.touchline.test',
    password: 'DevOnly-Member-1',
    firstName: 'Siobhan',
    lastName: 'Murphy',
    roles: [],
    member: true,
    address: { line1: '4 Church Lane', city: 'Glenarden', county: 'Dublin', country: 'Ireland' },
    juveniles: [
      { firstName: 'Oisin', lastName: 'Murphy', dateOfBirth: '2015-05-04', gender: 'Male' },
    ],
  },
  {
    club: 'demo',
    email: 'xgb@demo.touchline.test',
    password: 'DevOnly-Xgb-1',
    firstName: 'Declan',
    lastName: 'Byrne',
    roles: ['XGB'],
    governingBodyId: 7,
    member: false,
  },
  {
    club: 'quiet',
    email: 'admin@quiet.touchline.test',
    password: 'DevOnly-Admin-2',
    firstName: 'Ruth',
    lastName: 'Kearney',
    roles: ['Admin'],
    member: true,
  },
  // One sign-in per limited back-office role of the demo club (docs/security.md, "Roles").
  {
    club: 'demo',
    email: 'editor@demo.touchline.test',
    password: 'DevOnly-Editor-1',
    firstName: 'Ciara',
    lastName: 'Doyle',
    roles: ['Editor'],
    member: false,
  },
  {
    club: 'demo',
    email: 'registrar@demo.touchline.test',
    password: 'DevOnly-Registrar-1',
    firstName: 'Padraig',
    lastName: 'Walsh',
    roles: ['Registrar'],
    member: false,
  },
  {
    club: 'demo',
    email: 'treasurer@demo.touchline.test',
    password: 'DevOnly-Treasurer-1',
    firstName: 'Aoife',
    lastName: 'Brennan',
    roles: ['Treasurer'],
    member: false,
  },
  {
    club: 'demo',
    email: 'lotto@demo.touchline.test',
    password: 'DevOnly-Lotto-1',
    firstName: 'Declan',
    lastName: 'Fahy',
    roles: ['LottoCoordinator'],
    member: false,
  },
];
