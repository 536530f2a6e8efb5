import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { flag, integer, oneOf, orElse, presence, searchSchema, text } from './search-schema';

/**
 * The readers replace the routes' zod schemas (zod is kept off the first screen): each reads
 * what the zod schema it replaces read, for the text a URL gives and the values a navigation holds.
 */
const values: unknown[] = [
  undefined,
  '',
  ' ',
  'x',
  ' padded ',
  'a'.repeat(101),
  '0',
  '1',
  '7',
  '-3',
  '1.5',
  '1e3',
  'abc',
  'true',
  'false',
  'all',
  'net',
  0,
  1,
  7,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  null,
  ['1', '2'],
  { a: 1 },
];

const pairs: [string, (value: unknown) => unknown, z.ZodType][] = [
  ['text max', text({ max: 100 }), z.string().max(100).optional().catch(undefined)],
  [
    'trimmed text',
    text({ trim: true, min: 1, max: 100 }),
    z.string().trim().min(1).max(100).optional().catch(undefined),
  ],
  [
    'pattern',
    text({ pattern: /^[1-9]\d{0,17}$/ }),
    z
      .string()
      .regex(/^[1-9]\d{0,17}$/)
      .optional()
      .catch(undefined),
  ],
  ['one of', oneOf(['all', '0', '1']), z.enum(['all', '0', '1']).optional().catch(undefined)],
  [
    'one of, coerced',
    oneOf(['7', 'lifetime'], { coerce: true }),
    z.coerce
      .string()
      .pipe(z.enum(['7', 'lifetime']))
      .optional()
      .catch(undefined),
  ],
  [
    'integer',
    integer({ min: 1, max: 10_000 }),
    z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  ],
  [
    'integer with a fallback',
    orElse(integer({ min: 1, max: 100_000 }), 1),
    z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  ],
  [
    'flag',
    flag(),
    z
      .union([z.boolean(), z.enum(['true', 'false']).transform((t) => t === 'true')])
      .optional()
      .catch(undefined),
  ],
  ['presence', presence, z.coerce.boolean().optional()],
];

describe('search readers', () => {
  it.each(pairs)('%s reads every value as the zod schema it replaces', (_name, read, schema) => {
    for (const value of values) {
      expect([value, read(value)]).toEqual([value, schema.parse(value)]);
    }
  });

  it('reads a search object: unknown keys dropped, unreadable keys left out', () => {
    const schema = searchSchema({ page: integer({ min: 1 }), q: text({ max: 3 }) });
    expect(schema.parse({ page: '2', q: 'toolong', other: 'x' })).toEqual({ page: 2 });
    expect(schema.parse({})).toEqual({});
  });

  it('reshapes the result with then', () => {
    const schema = searchSchema({ from: integer(), to: integer() }, (search) =>
      search.from !== undefined && search.to !== undefined && search.from > search.to ? {} : search,
    );
    expect(schema.parse({ from: '3', to: '1' })).toEqual({});
    expect(schema.parse({ from: '1', to: '3' })).toEqual({ from: 1, to: 3 });
  });
});
