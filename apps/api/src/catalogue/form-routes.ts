import { fail } from '../errors/domain-error';
import {
  AvailableMembershipList,
  AvailableMembershipsQuery,
  ClubParams,
  ErrorBody,
  FormAnswers,
  InitialAnswersQuery,
  PlanForms,
  PlanParams,
  type FormType,
  type RelatedMember,
} from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import { requireUser, type UserAuth } from '../identity/authenticate';
import { findUserContact } from '../identity/user-repository';
import {
  findMember,
  findMemberOfUser,
  listJuveniles,
  listRelations,
} from '../identity/member-repository';
import { ERROR_RESPONSES, type CatalogueContext } from './catalogue-context';
import { findPlanHolders } from '../member-account/household-repository';
import { initialAnswers, type PersonRecord } from './initial-answers';
import { findPlanForms, findStoredAnswers } from './registration-forms';

const SIGNED_IN_RESPONSES = { ...ERROR_RESPONSES, 401: ErrorBody, 403: ErrorBody } as const;

/**
 * Registration forms of plans, their initial answers for the signed-in user's family, and the
 * family members a plan can be bought for.
 */
export async function formRoutes(app: ApiInstance, context: CatalogueContext): Promise<void> {
  const { db, products } = context;

  app.get(
    '/v2/store/:club/products/plans/:id/form',
    { schema: { params: PlanParams, response: { 200: PlanForms, ...ERROR_RESPONSES } } },
    async (request) => {
      const club = request.club;
      const forms = await findPlanForms(db, club.accountId, request.params.id);
      if (!forms) throw fail('product_not_found');
      return forms;
    },
  );

  app.get(
    '/v2/store/:club/products/plans/:id/form/initial-answers',
    {
      schema: {
        params: PlanParams,
        querystring: InitialAnswersQuery,
        response: { 200: FormAnswers, ...SIGNED_IN_RESPONSES },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const club = request.club;
      const [plan, forms] = await Promise.all([
        products.find(club.accountId, request.params.id, 'Plan'),
        findPlanForms(db, club.accountId, request.params.id),
      ]);
      if (!plan || !forms) throw fail('product_not_found');
      const auth = request.auth as UserAuth;
      const holder = await findMemberOfUser(db, auth.userId, club.accountId);
      const { juvenile_id: juvenileId, member_id: memberId } = request.query;

      // Whose answers, for which form: a juvenile's member form; a family member's form of the
      // given type; or, with neither, the user's own (the guardian form of a juvenile plan).
      let formType: FormType;
      let targetId: number | null;
      if (juvenileId !== undefined) {
        formType = 'member';
        const family = holder ? await listJuveniles(db, holder.member_id) : [];
        targetId = memberOf(family, juvenileId);
      } else if (memberId !== undefined) {
        formType = request.query.form_type ?? 'member';
        const family = holder ? await listRelations(db, holder.member_id) : [];
        targetId = memberOf(family, memberId);
      } else {
        formType = request.query.form_type ?? (forms.guardian ? 'guardian' : 'member');
        targetId = holder?.member_id ?? null;
      }
      if ((juvenileId ?? memberId) !== undefined && targetId === null) {
        throw fail('member_not_found');
      }
      const form = forms[formType];
      if (!form) throw fail('form_not_found');

      // A juvenile plan's member form without a juvenile is for a child not registered yet.
      const forNewJuvenile =
        formType === 'member' &&
        plan.metadata.is_juvenile === true &&
        juvenileId === undefined &&
        memberId === undefined;
      let person: PersonRecord | null = null;
      let stored: Record<string, unknown> | null = null;
      if (forNewJuvenile) targetId = null;
      else if (targetId !== null) {
        [person, stored] = await Promise.all([
          findMember(db, targetId),
          findStoredAnswers(db, targetId, form.registration_form_id),
        ]);
      } else {
        person = await userRecord(auth.userId);
      }
      return {
        registration_form_id: form.registration_form_id,
        form_type: formType,
        member_id: targetId,
        sections: initialAnswers(form, person, stored),
      };
    },
  );

  app.get(
    '/v2/store/:club/memberships/available',
    {
      schema: {
        params: ClubParams,
        querystring: AvailableMembershipsQuery,
        response: { 200: AvailableMembershipList, ...SIGNED_IN_RESPONSES },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const club = request.club;
      const auth = request.auth as UserAuth;
      const holder = await findMemberOfUser(db, auth.userId, club.accountId);
      if (!holder) return { data: [] };
      let family: RelatedMember[];
      if (request.query.type === 'juvenile') {
        family = await listJuveniles(db, holder.member_id);
      } else if (request.query.type === 'adult') {
        family = await listRelations(db, holder.member_id, 'adult');
      } else {
        // Whoever can act as a guardian: the user, and the family's other guardians.
        family = (await listRelations(db, holder.member_id)).filter(
          (member) => member.relation === 'Self' || member.relation === 'Guardian',
        );
      }
      const productId = request.query.product_id;
      const holders =
        productId === undefined
          ? null
          : await findPlanHolders(
              db,
              club.accountId,
              productId,
              family.map((person) => person.member_id),
            );
      return {
        data: family.map(({ member_id, first_name, last_name }) => ({
          member_id,
          first_name,
          last_name,
          ...(holders
            ? {
                holds_plan: holders.has(member_id),
                held_until: holders.get(member_id) ?? null,
              }
            : {}),
        })),
      };
    },
  );

  async function userRecord(userId: number): Promise<PersonRecord | null> {
    const user = await findUserContact(db, userId);
    if (!user) return null;
    return {
      ...user,
      date_of_birth: null,
      gender: null,
      address: {
        line1: null,
        line2: null,
        city: null,
        county: null,
        postal_code: null,
        country: null,
      },
    };
  }
}

function memberOf(family: readonly RelatedMember[], memberId: number): number | null {
  return family.some((member) => member.member_id === memberId) ? memberId : null;
}
