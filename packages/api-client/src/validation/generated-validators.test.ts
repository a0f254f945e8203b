import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { schemaHashOf } from '../../scripts/schema-hash';
import { sampleAnswer } from '../testing/sample-answer';
import { RESPONSE_SCHEMAS } from './response-schemas';
import type { Validator } from './validator';

const generatedDir = path.join(__dirname, '../generated');
const areas = Object.entries(RESPONSE_SCHEMAS) as [string, Record<string, TSchema>][];

const load = (area: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(generatedDir, `${area}-validators`)) as Record<string, Validator<unknown>>;

describe('the generated answer validators', () => {
  it.each(areas)('%s: are generated from the current contract schemas', (area, schemas) => {
    const source = readFileSync(path.join(generatedDir, `${area}-validators.ts`), 'utf8');
    const recorded = /schema-hash: ([0-9a-f]{64})/.exec(source)?.[1];
    // When this fails, a contract schema changed: run `npx nx run api-client:generate-validators`.
    expect(recorded).toBe(schemaHashOf(schemas));
  });

  it('leaves no module behind for an area that is gone', () => {
    const expected = areas.map(([area]) => `${area}-validators.ts`).sort();
    expect(readdirSync(generatedDir).sort()).toEqual(expected);
  });

  it('never compiles code at run time, so a strict Content-Security-Policy holds', () => {
    for (const file of readdirSync(generatedDir)) {
      const source = readFileSync(path.join(generatedDir, file), 'utf8');
      expect(source).not.toMatch(/new Function|\beval\(|\brequire\(/);
    }
  });

  describe.each(areas)('%s', (area, schemas) => {
    const validators = load(area);

    it.each(Object.entries(schemas))(
      'accepts a valid %s and rejects a broken one',
      (name, schema) => {
        const validate = validators[`validate${name}`];
        expect(validate).toBeInstanceOf(Function);
        const sample = sampleAnswer(schema);
        expect(validate!(sample)).toBe(true);
        const broken = Array.isArray(sample) ? [42] : typeof sample === 'object' ? 'text' : {};
        expect(validate!(broken)).toBe(false);
        expect(validate!.errors?.length).toBeGreaterThan(0);
      },
    );
  });

  it('reports where an answer differs from its contract', async () => {
    const { validateClubAccount } = await import('../generated/club-validators');
    const club = sampleAnswer(RESPONSE_SCHEMAS.club.ClubAccount);
    expect(validateClubAccount({ ...club, menu_items: [{ title: 'News' }] })).toBe(false);
    expect(validateClubAccount.errors?.[0]).toMatchObject({
      instancePath: '/menu_items/0',
      keyword: 'required',
    });
  });
});
