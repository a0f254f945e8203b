import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { RegistrationFormDefinition } from '@touchline/contracts';
import { insertClubAccount } from '../../clubs/club-repository';
import { SEED_CLUBS } from '../../clubs/club-seed-data';
import { createTestDatabase } from '../../testing/test-database';

const MIGRATION = readFileSync(
  path.join(__dirname, '../../../migrations/0029_form_required_by_rule.sql'),
  'utf8',
);

const mandatory = { validation_id: 1, type: 'Mandatory', error: 'Please enter x', metadata: {} };
const question = (id: number, defaultId: string | null, required: boolean, rules: unknown[]) => ({
  question_id: id,
  default_question_id: defaultId,
  sequence: id,
  input: {
    label: `Q${id}`,
    type: 'text',
    required,
    validations: rules,
    condition: [],
    display_as: {},
    metadata: {},
  },
});

it('keeps input.required only on identity questions of forms stored before the distinction', async () => {
  const database = await createTestDatabase({ seed: false });
  try {
    await insertClubAccount(database.db, SEED_CLUBS[0]!);
    const club = await database.db
      .selectFrom('clubs')
      .select('account_id')
      .executeTakeFirstOrThrow();
    const stored = {
      sections: [
        {
          section_id: 1,
          label: 'Details',
          sequence: 1,
          questions: [
            question(1, 'first_name', true, [mandatory]),
            question(2, 'address_line1', true, [mandatory]),
            question(3, null, true, []),
            question(4, 'gender', false, []),
          ],
        },
      ],
    };
    await database.db
      .insertInto('registration_forms')
      .values({
        account_id: club.account_id,
        form_type: 'member',
        definition: JSON.stringify(stored),
      })
      .execute();

    await sql.raw(MIGRATION).execute(database.db);

    const row = await database.db
      .selectFrom('registration_forms')
      .select('definition')
      .executeTakeFirstOrThrow();
    const definition = row.definition as unknown as RegistrationFormDefinition;
    const questions = definition.sections[0]!.questions;
    expect(questions.map((q) => [q.question_id, q.input.required])).toEqual([
      [1, true],
      [2, false], // still required by its Mandatory rule, now changeable
      [3, true], // no rule to keep it required: left as it was
      [4, false],
    ]);
    expect(questions[1]!.input.validations).toEqual([mandatory]);
  } finally {
    await database.close();
  }
});
