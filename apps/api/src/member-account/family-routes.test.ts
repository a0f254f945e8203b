import type { FamilyList, FamilyMember } from '@touchline/contracts';
import {
  adminToken,
  bearer,
  jsonError,
  memberToken,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';
import { FAMILY_MEMBER_NOT_FOUND, ONLY_JUVENILES } from './family-routes';

/** The season the juvenile range is taken from: this year's. */
const SEASON = new Date().getFullYear();

let t: IdentityTestApp;
let member: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startCommerceApp();
  member = bearer(await memberToken(t.app));
  admin = bearer(await adminToken(t.app));
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const family = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/v2/member/family', headers });
  expect(response.statusCode).toBe(200);
  return response.json<FamilyList>().items;
};

const patch = (id: number, payload: object, headers = member) =>
  t.app.inject({ method: 'PATCH', url: `/v2/member/family/${id}`, headers, payload });

describe('the member’s family', () => {
  it('lists the member and their juvenile with the memberships bought for them', async () => {
    jsonError(await t.app.inject({ method: 'GET', url: '/v2/member/family' }), 401);
    const people = await family(member);
    expect(people.map((person) => [person.first_name, person.relation, person.kind])).toEqual([
      ['Siobhan', 'Self', 'adult'],
      ['Oisin', 'Juvenile', 'juvenile'],
    ]);
    expect(people[0]!.memberships.map((plan) => plan.name)).toEqual(['Adult Playing Membership']);
    expect(people[1]).toMatchObject({
      date_of_birth: '2015-05-04',
      gender: 'Male',
      memberships: [],
      club: { slug: 'demo' },
    });
  });

  it('changes a juvenile’s details under the registration rules, and nobody else’s', async () => {
    const [self, oisin] = await family(member);
    const good = {
      first_name: 'Oisín',
      last_name: 'Murphy',
      date_of_birth: '2016-02-29',
      gender: 'Male',
    };
    const bad = await patch(oisin!.member_id, {
      ...good,
      first_name: ' Oisin',
      date_of_birth: '2001-01-01',
    });
    expect(jsonError(bad, 422).errors).toEqual({
      first_name: ['No spaces allowed'],
      date_of_birth: [
        `Date of birth is below the juvenile age range (born ${SEASON - 17} to ${SEASON - 4})`,
      ],
    });
    const changed = await patch(oisin!.member_id, good);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<FamilyMember>()).toMatchObject({
      first_name: 'Oisín',
      date_of_birth: '2016-02-29',
    });
    expect(jsonError(await patch(self!.member_id, good), 403).message).toBe(ONLY_JUVENILES);
    expect(jsonError(await patch(oisin!.member_id, good, admin), 404).message).toBe(
      FAMILY_MEMBER_NOT_FOUND,
    );
    jsonError(await patch(oisin!.member_id, { ...good, gender: 'Other' }), 400);
  });
});
