import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** Values for the string formats and patterns of the contract, so a sample passes its checks. */
const FORMAT_SAMPLES: Record<string, string> = {
  uuid: '5b0e1c1e-7f1a-4c39-9a53-2f1e0c7d9b11',
  'date-time': '2026-05-01T10:00:00.000Z',
  email: 'member@demo.touchline.test',
  uri: 'https://demo.touchline.test/checkout',
};
const PATTERN_SAMPLES: Record<string, string> = {
  '^\\d{4}-\\d{2}-\\d{2}$': '2026-05-01',
};

function withDefaults(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withDefaults);
  if (typeof schema !== 'object' || schema === null) return schema;
  // The spread keeps TypeBox's symbol keys, which Value.Create reads.
  const copy: Record<string | symbol, unknown> = { ...schema };
  for (const key of Object.keys(copy)) copy[key] = withDefaults(copy[key]);
  if (typeof copy.format === 'string' && copy.default === undefined) {
    const sample = FORMAT_SAMPLES[copy.format];
    if (!sample) throw new Error(`No sample for the format ${copy.format}`);
    copy.default = sample;
  }
  if (typeof copy.pattern === 'string' && copy.default === undefined) {
    const sample = PATTERN_SAMPLES[copy.pattern];
    if (!sample) throw new Error(`No sample for the pattern ${copy.pattern}`);
    copy.default = sample;
  }
  return copy;
}

/** The smallest answer a contract schema accepts (empty lists, zeroes, sample dates and ids). */
export function sampleAnswer<T extends TSchema>(schema: T): ReturnType<typeof Value.Create<T>> {
  return Value.Create(withDefaults(schema) as T);
}
