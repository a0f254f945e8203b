import type {
  HouseholdPerson,
  MemberExportRecord,
  MemberRegisterFilters,
  MemberRegisterPage,
  RegisterColumn,
  RegisterMember,
} from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock/clock';
import type { Database } from '../../db/schema';
import { toCsv } from '../payments/csv';
import type { ApiT } from '../../messages/api-messages';
import {
  recentRegisterExports,
  recordRegisterExport,
  registerAnswers,
  registerFilterChoices,
  registerForms,
  registerMemberships,
  registerPeople,
  registerRelations,
  type RelationRow,
} from './member-register-repository';
import {
  ageGroupOf,
  answerText,
  columnKey,
  currentSeason,
  registerColumns,
  seasonOf,
  worstPaymentState,
} from './register-rules';
import { pageOf } from '../../http/page-answer';

/** Who reads the register, and whether their role gives them the medical answers. */
export interface RegisterReader {
  readonly accountId: number;
  readonly userId: number | null;
  readonly email: string;
  readonly medicalAllowed: boolean;
}

/** How many exports the Members screen lists. */
export const RECENT_EXPORTS = 10;

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** What each relation of a household makes the other person to the member. */
function householdOf(
  memberId: number,
  relations: readonly RelationRow[],
  names: ReadonlyMap<number, string>,
): HouseholdPerson[] {
  const people: HouseholdPerson[] = [];
  for (const row of relations) {
    if (row.member_id === memberId) {
      const relation =
        row.relation === 'Juvenile' ? 'Child' : row.relation === 'Guardian' ? 'Guardian' : 'Family';
      people.push({
        member_id: row.related_member_id,
        name: names.get(row.related_member_id) ?? '',
        relation,
      });
    } else if (row.related_member_id === memberId) {
      const relation = row.relation === 'Juvenile' ? 'Guardian' : 'Family';
      people.push({ member_id: row.member_id, name: names.get(row.member_id) ?? '', relation });
    }
  }
  return people.filter((person) => person.name !== '');
}

const matchesSearch = (member: RegisterMember, q: string) => {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${member.first_name} ${member.last_name} ${member.email ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

export function createMemberRegisterService(db: Kysely<Database>, clock: Clock) {
  /**
   * The register under `filters`: every member (of the season when one is named) with their
   * memberships of the season and the one before, answers without the medical columns unless
   * `medicalAllowed` (they are dropped here, before anything leaves the server).
   */
  async function register(reader: RegisterReader, filters: MemberRegisterFilters) {
    const { accountId } = reader;
    const [people, memberships, relations, forms, answers, choices, now] = await Promise.all([
      registerPeople(db, accountId),
      registerMemberships(db, accountId),
      registerRelations(db, accountId),
      registerForms(db, accountId),
      registerAnswers(db, accountId),
      registerFilterChoices(db, accountId),
      clock.now(),
    ]);
    const season = filters.season ?? currentSeason(now);
    const allColumns = registerColumns(forms);
    const columns = reader.medicalAllowed
      ? allColumns
      : allColumns.filter((column) => !column.medical);
    const shown = new Set(columns.map((column) => column.key));
    const names = new Map(
      people.map((person) => [person.id, `${person.first_name} ${person.last_name}`]),
    );
    const answersOf = new Map<number, Record<string, string>>();
    for (const row of answers) {
      const texts = answersOf.get(row.member_id) ?? {};
      for (const [questionId, answer] of Object.entries(row.answers)) {
        const key = columnKey(row.registration_form_id, Number(questionId));
        const text = answerText(answer);
        if (shown.has(key) && text !== null) texts[key] = text;
      }
      answersOf.set(row.member_id, texts);
    }
    const membershipsOf = new Map<number, RegisterMember['memberships']>();
    for (const row of memberships) {
      const rowSeason = seasonOf(row.valid_from, row.completed_at);
      if (rowSeason !== season && rowSeason !== season - 1) continue;
      const list = membershipsOf.get(row.member_id) ?? [];
      list.push({
        order_item_id: row.order_item_id,
        plan_id: row.plan_id,
        plan: row.plan,
        program_id: row.program_id,
        program: row.program,
        season: rowSeason,
        valid_from: day(row.valid_from),
        valid_to: day(row.valid_to),
        payment_state: row.payment_state,
      });
      membershipsOf.set(row.member_id, list);
    }
    const members: RegisterMember[] = people.map((person) => {
      const held = membershipsOf.get(person.id) ?? [];
      const thisSeason = held.filter((membership) => membership.season === season);
      return {
        member_id: person.id,
        first_name: person.first_name,
        last_name: person.last_name,
        email: person.email,
        date_of_birth: day(person.date_of_birth),
        kind: person.kind,
        age_group: ageGroupOf(person.date_of_birth, season),
        memberships: held,
        payment_state: worstPaymentState(thisSeason.map((membership) => membership.payment_state)),
        household: householdOf(person.id, relations, names),
        answers: answersOf.get(person.id) ?? {},
      };
    });
    const filtered = members.filter((member) => {
      const current = member.memberships.filter((membership) => membership.season === season);
      if (filters.season !== undefined && current.length === 0) return false;
      if (
        filters.program_id !== undefined &&
        !current.some((m) => m.program_id === filters.program_id)
      ) {
        return false;
      }
      if (filters.plan_id !== undefined && !current.some((m) => m.plan_id === filters.plan_id)) {
        return false;
      }
      if (filters.age_group !== undefined && member.age_group !== filters.age_group) return false;
      if (filters.payment_state !== undefined && member.payment_state !== filters.payment_state) {
        return false;
      }
      return filters.q === undefined || matchesSearch(member, filters.q);
    });
    return { season, columns, members: filtered, choices };
  }

  return {
    /** A numbered page of the register. */
    async page(
      reader: RegisterReader,
      filters: MemberRegisterFilters,
      page: number,
      perPage: number,
    ): Promise<MemberRegisterPage> {
      const { season, columns, members, choices } = await register(reader, filters);
      return {
        ...pageOf(members, { page, perPage }),
        season,
        columns,
        medical_included: reader.medicalAllowed,
        programs: choices.programs,
        plans: choices.plans,
      };
    },

    /**
     * The register under `filters` as CSV in `t`'s language, its answers as columns; the export
     * recorded.
     */
    async exportCsv(reader: RegisterReader, filters: MemberRegisterFilters, t: ApiT) {
      const { season, columns, members } = await register(reader, filters);
      const csv = toCsv([
        [
          t('csv.register.firstName'),
          t('csv.register.lastName'),
          t('csv.register.email'),
          t('csv.register.dateOfBirth'),
          t('csv.register.ageGroup'),
          t('csv.register.memberships', { season: String(season) }),
          t('csv.register.memberships', { season: String(season - 1) }),
          t('csv.register.paymentState'),
          t('csv.register.household'),
          ...columns.map((column: RegisterColumn) => `${column.form}: ${column.question}`),
        ],
        ...members.map((member) => [
          member.first_name,
          member.last_name,
          member.email,
          member.date_of_birth,
          member.age_group,
          membershipsText(member, season, t),
          membershipsText(member, season - 1, t),
          member.payment_state,
          member.household.map((person) => `${person.name} (${person.relation})`).join('; '),
          ...columns.map((column) => member.answers[column.key] ?? null),
        ]),
      ]);
      await recordRegisterExport(db, {
        accountId: reader.accountId,
        userId: reader.userId,
        email: reader.email,
        filters: { ...filters },
        medicalIncluded: reader.medicalAllowed,
        rowCount: members.length,
      });
      return { season, csv };
    },

    /** The club's latest exports. */
    async recentExports(accountId: number): Promise<MemberExportRecord[]> {
      const rows = await recentRegisterExports(db, accountId, RECENT_EXPORTS);
      return rows.map((row) => ({
        export_id: row.id,
        exported_by: row.name ? `${row.name} (${row.email})` : row.email,
        exported_at: row.exported_at.toISOString(),
        filters: row.filters as MemberRegisterFilters,
        medical_included: row.medical_included,
        row_count: row.row_count,
      }));
    },
  };
}

/** A season's memberships of a member as one CSV cell: `Plan (Programme, from – to)`. */
function membershipsText(member: RegisterMember, season: number, t: ApiT): string {
  return member.memberships
    .filter((membership) => membership.season === season)
    .map((membership) => {
      const { valid_from: from, valid_to: to } = membership;
      const period = from && to ? t('csv.register.period', { from, to }) : (from ?? to ?? '');
      const details = [membership.program, period].filter(Boolean).join(', ');
      return details ? `${membership.plan} (${details})` : membership.plan;
    })
    .join('; ');
}
