import fc from 'fast-check';

/** The subset of JSON Schema that zod 4 emits for our request bodies. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '💸'.repeat(300),
  'a'.repeat(100_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE events; --",
  '{"$gt": ""}',
  '../../etc/passwd',
  '=cmd|" /C calc"!A0',
  '-1',
  'NaN',
  '1e309',
  '\ud800',
  '%00',
  '0x41',
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  [],
  {},
  [null],
  { $where: '1' },
  { __proto__: { polluted: true } },
  ...HOSTILE_STRINGS,
];

/** Values the schema accepts (as far as JSON Schema can say; the server may still refuse them on rules). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map(validValue));
  if (schema.allOf && schema.allOf.length > 0)
    return validValue(Object.assign({}, ...schema.allOf) as JsonSchema);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({
        min: bound(schema, 'min', -1_000_000),
        max: bound(schema, 'max', 1_000_000),
      });
    case 'number':
      return fc.double({
        min: bound(schema, 'min', -1_000_000),
        max: bound(schema, 'max', 1_000_000),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
    case undefined:
      if (schema.properties) return validObject(schema);
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 3,
      });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function bound(schema: JsonSchema, side: 'min' | 'max', fallback: number): number {
  if (side === 'min') {
    if (schema.minimum !== undefined) return schema.minimum;
    if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
    return fallback;
  }
  if (schema.maximum !== undefined) return schema.maximum;
  if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - 1;
  return fallback;
}

/** The pattern zod emits for uuids (`Uuid` in the contracts). */
const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const HEX = fc.integer({ min: 0, max: 15 }).map((n) => n.toString(16));

/**
 * Exactly the strings UUID_PATTERN matches, a few times faster to generate than through
 * `fc.stringMatching` (most request bodies carry several ids, and each fuzz run builds one).
 */
const patternUuid: fc.Arbitrary<string> = fc
  .tuple(...[8, 4, 4, 4, 12].map((n) => fc.string({ unit: HEX, minLength: n, maxLength: n })))
  .map((parts) => parts.join('-'));

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern === UUID_PATTERN) return patternUuid;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter(
        (s) => s.length >= minLength && s.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER),
      );
  }
  // Mostly printable ASCII (the characters people type), sometimes any Unicode grapheme.
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) record[key] = validValue(property);
  return fc.record(record, {
    requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
  });
}

/**
 * Valid values with one thing broken: a required field missing, a field of the wrong type or out
 * of range, a hostile string, an unexpected extra field, or the whole body replaced.
 */
export function mutatedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const hostile = fc.constantFrom(...HOSTILE_VALUES);
  if (!schema.properties) return fc.oneof(hostile, fc.jsonValue({ maxDepth: 3 }));
  const keys = Object.keys(schema.properties);
  return fc.oneof(
    { weight: 1, arbitrary: hostile },
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          validObject(schema),
          fc.constantFrom(...keys),
          hostile,
          fc.constantFrom('drop', 'replace', 'extra'),
        )
        .map(([body, key, value, how]) => {
          const copy = Object.fromEntries(
            Object.entries(body).filter(([name]) => how !== 'drop' || name !== key),
          );
          if (how === 'replace') copy[key] = value;
          if (how === 'extra') copy[`unexpected_${key}`] = value;
          return copy;
        }),
    },
  );
}
