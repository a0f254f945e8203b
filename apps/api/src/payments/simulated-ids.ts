import { randomBytes } from 'node:crypto';

/** An id of the simulator with its kind's prefix, as the provider makes them (`pi_test_...`). */
export const simulatedId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** An intent's client secret (`pi_test_..._secret_...`). */
export const clientSecretFor = (id: string) => `${id}_secret_${randomBytes(18).toString('hex')}`;
