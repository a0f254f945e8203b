// The value schemas the commerce contract modules share (amounts, ids, names, the card steps'
// tokens). Only `Uuid` is part of the package's face: index.ts exports it by name.
import { Type } from '@sinclair/typebox';

export const Cents = Type.Integer({ minimum: 0, description: 'Cents' });
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Name = Type.String({ minLength: 1, maxLength: 100 });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const IsoDateTime = Type.String({ description: 'ISO 8601 date and time (UTC)' });

/** A shopping cart, order or payment id: a UUID (unguessable; the cart's is kept in a cookie). */
export const Uuid = Type.String({ format: 'uuid' });

/** A return address on the club site (an allowed origin) for the 3-D Secure step. */
export const ReturnUrl = Type.String({ format: 'uri', maxLength: 2000 });
/** A payment's client secret (`pi_..._secret_...`). */
export const ClientSecret = Type.String({ pattern: '^[A-Za-z0-9_]{10,255}$' });
/** A confirmation token the provider's library made from the card (`ctoken_...`). */
export const ConfirmationToken = Type.String({ pattern: '^[A-Za-z0-9_]{6,255}$' });
