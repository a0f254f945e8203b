import {
  canEnterArea,
  type HostArea,
  type Language,
  type Role,
  type User,
} from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RoleName } from '../db/schema-identity';
import { hashPassword } from './passwords';

const AREAS: readonly HostArea[] = ['site', 'club', 'backoffice', 'myaccount', 'su', 'xgb'];

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** The `User` answer: profile, every role, the accounts with their roles, the governing body. */
export async function loadUser(db: Kysely<Database>, userId: number): Promise<User | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const grants = await db
    .selectFrom('user_roles as r')
    .leftJoin('clubs as c', 'c.account_id', 'r.account_id')
    .leftJoin('governing_bodies as g', 'g.id', 'r.governing_body_id')
    .select([
      'r.role',
      'r.account_id',
      'c.slug',
      'c.name as club_name',
      'r.governing_body_id',
      'g.name as governing_body_name',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.account_id')
    .orderBy('r.id')
    .execute();

  const roles = [...new Set(grants.map((grant) => grant.role))] as Role[];
  const accounts = new Map<number, User['accounts'][number]>();
  let governingBody: User['governing_body'] = null;
  for (const grant of grants) {
    if (grant.account_id !== null && grant.slug !== null && grant.club_name !== null) {
      const account = accounts.get(grant.account_id) ?? {
        account_id: grant.account_id,
        slug: grant.slug,
        name: grant.club_name,
        roles: [],
      };
      account.roles.push(grant.role);
      accounts.set(grant.account_id, account);
    }
    if (grant.governing_body_id !== null && governingBody === null) {
      governingBody = {
        governing_body_id: grant.governing_body_id,
        name: grant.governing_body_name ?? '',
      };
    }
  }
  return {
    id: user.id,
    email: user.email,
    email_verified: user.email_verified_at !== null,
    first_name: user.first_name,
    last_name: user.last_name,
    mobile: user.mobile,
    roles,
    accounts: [...accounts.values()],
    governing_body: governingBody,
    areas: AREAS.filter((area) => canEnterArea(roles, area)),
    pwd_set_allowed: user.pwd_set_allowed,
    password_set: user.password_hash !== null,
    language: user.language,
  };
}

export interface NewUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mobile?: string | null;
  readonly password?: string | null;
  readonly emailVerified?: boolean;
  readonly pwdSetAllowed?: boolean;
  readonly receiveUpdates?: boolean;
  readonly termsAccepted?: boolean;
}

/** Creates a user (email lower-cased); null when the email is taken. */
export async function createUser(db: Kysely<Database>, user: NewUser): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email.trim().toLowerCase(),
      password_hash: user.password ? await hashPassword(user.password) : null,
      first_name: user.firstName,
      last_name: user.lastName,
      mobile: user.mobile ?? null,
      email_verified_at: user.emailVerified ? sql<Date>`now()` : null,
      pwd_set_allowed: user.pwdSetAllowed ?? true,
      receive_updates: user.receiveUpdates ?? false,
      terms_accepted_at: user.termsAccepted ? sql<Date>`now()` : null,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function setPassword(db: Kysely<Database>, userId: number, password: string) {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

/** Grants a role (idempotent). Club roles need `accountId`, XGB needs `governingBodyId`. */
export async function grantRole(
  db: Kysely<Database>,
  userId: number,
  role: RoleName,
  scope: { accountId?: number; governingBodyId?: number } = {},
): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({
      user_id: userId,
      role,
      account_id: scope.accountId ?? null,
      governing_body_id: scope.governingBodyId ?? null,
    })
    .onConflict((conflict) => conflict.constraint('user_roles_unique').doNothing())
    .execute();
}

/** Whether the user may set a password here (not for accounts signed in elsewhere only). */
export async function maySetPassword(db: Kysely<Database>, userId: number): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('pwd_set_allowed')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.pwd_set_allowed === true;
}

export interface UserDetails {
  readonly first_name?: string;
  readonly last_name?: string;
  /** An empty (or null) mobile number removes it. */
  readonly mobile?: string | null;
  /** The site's language the member chose (never cleared once chosen). */
  readonly language?: Language;
}

/** Changes the details given, leaving the others as they are. */
export async function updateUserDetails(
  db: Kysely<Database>,
  userId: number,
  details: UserDetails,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(details.first_name === undefined ? {} : { first_name: details.first_name }),
      ...(details.last_name === undefined ? {} : { last_name: details.last_name }),
      ...(details.mobile === undefined ? {} : { mobile: details.mobile || null }),
      ...(details.language === undefined ? {} : { language: details.language }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .execute();
}

/** What an email asking to verify the address needs of the user. */
export function findVerificationState(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The address is proven (the first proof's time is kept). */
export async function markEmailVerified(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
    .where('id', '=', userId)
    .execute();
}

/** Whether the user holds one of these roles (in this governing body, when given). */
export async function holdsRole(
  db: Kysely<Database>,
  userId: number,
  roles: readonly RoleName[],
  governingBodyId: number | null = null,
): Promise<boolean> {
  let query = db
    .selectFrom('user_roles')
    .select('id')
    .where('user_id', '=', userId)
    .where('role', 'in', [...roles]);
  if (governingBodyId !== null) query = query.where('governing_body_id', '=', governingBodyId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The user's name and how to reach them, if the user exists. */
export function findUserContact(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'mobile'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** What checking the user's password again needs. */
export function findCredentials(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'password_hash', 'pwd_set_allowed'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Whether an account uses this (normalised) email address. */
export async function isEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}
