import { createCatalogueCalls } from '@touchline/api-client';
import type { AvailableMembershipsQuery, PlanForms } from '@touchline/contracts';
import { defineServerRead } from '@touchline/store/server-data';

// The registration step's reads (ADR 0035).

/** Each plan's registration forms, as pairs of plan id and forms (a kept answer is plain data). */
export const planFormsRead = defineServerRead(
  'membership/plan-forms',
  (http, { club, planIds }: { club: string; planIds: number[] }, signal) => {
    const calls = createCatalogueCalls(http);
    return Promise.all(
      planIds.map(async (id): Promise<[number, PlanForms]> => [
        id,
        await calls.getPlanForms(club, id, { signal }),
      ]),
    );
  },
);

/** The people of the signed-in account who may take a plan, for the member dialog's choice. */
export const availableMembersRead = defineServerRead(
  'membership/available-members',
  async (http, { club, ...query }: { club: string } & AvailableMembershipsQuery, signal) =>
    (await createCatalogueCalls(http).getAvailableMemberships(club, query, { signal })).data,
);
