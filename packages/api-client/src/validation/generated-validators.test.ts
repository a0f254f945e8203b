import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { schemaHashOf } from '../../scripts/schema-hash';
import { planValidatorModules } from '../../scripts/validator-plan';
import { sampleAnswer } from '../testing/sample-answer';
import { RESPONSE_SCHEMAS } from './response-schemas';
import type { Validator } from './validator';

const generatedDir = path.join(__dirname, '../generated');
const areas = Object.entries(RESPONSE_SCHEMAS) as [string, Record<string, TSchema>][];
const plan = planValidatorModules(RESPONSE_SCHEMAS);
const fileNames = plan.modules.map((module) => module.fileName);
const read = (fileName: string) => readFileSync(path.join(generatedDir, fileName), 'utf8');

const load = (area: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(generatedDir, `${area}-validators`)) as Record<string, Validator<unknown>>;

describe('the generated answer validators', () => {
  it.each(fileNames)('%s is generated from the current contract schemas', (fileName) => {
    const source = read(fileName);
    const recorded = /schema-hash: ([0-9a-f]{64})/.exec(source)?.[1];
    // When this fails, a contract schema changed: run `npx nx run api-client:generate-validators`.
    expect(recorded).toBe(schemaHashOf(RESPONSE_SCHEMAS));
  });

  it('leaves no module behind for an area or a shared definition that is gone', () => {
    expect(readdirSync(generatedDir).sort()).toEqual([...fileNames].sort());
  });

  it('emits the check of each definition in one module only', () => {
    const emittedIn = new Map<string, string[]>();
    for (const fileName of fileNames) {
      for (const [, id] of read(fileName).matchAll(/sourceURL="([^"]+)"/g)) {
        emittedIn.set(id!, [...(emittedIn.get(id!) ?? []), fileName]);
      }
    }
    expect([...emittedIn].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("loads with an area's checks no module of definitions that area's answers do not use", () => {
    const sharedBy = new Map(plan.modules.map((module) => [module.name, module.sharedBy]));
    for (const [area] of areas) {
      const reached = new Set<string>();
      const visit = (name: string) => {
        for (const [, imported] of read(`${name}-validators.ts`).matchAll(
          /from '\.\/(.+)-validators'/g,
        )) {
          if (reached.has(imported!)) continue;
          reached.add(imported!);
          visit(imported!);
        }
      };
      visit(area);
      for (const imported of reached)
        expect({ area, imported, sharedBy: sharedBy.get(imported) }).toEqual({
          area,
          imported,
          sharedBy: expect.arrayContaining([area]),
        });
    }
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
