import { createCatalogueCalls } from '@touchline/api-client';
import { defineServerRead } from '@touchline/store/server-data';

/** A programme's plans and bundles, read when its panel is opened (ADR 0035). */
export const programmeProductsRead = defineServerRead(
  'membership/programme-products',
  async (http, { club, programId }: { club: string; programId: number }, signal) =>
    (
      await createCatalogueCalls(http).getProducts(
        club,
        { 'type[]': ['Plan', 'Bundle'], 'program_id[]': [programId] },
        { signal },
      )
    ).data,
);
