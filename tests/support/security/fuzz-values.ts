import type { DescField, DescMessage } from '@bufbuild/protobuf';
import { ScalarType } from '@bufbuild/protobuf';
import type { Random } from '#server/data/prng.ts';
import { HOSTILE_LIST, longHostileString } from '#tests/support/security/hostile-strings.ts';

export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | { [key: string]: JsonValue };

const ODD_VALUES: JsonValue[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 53),
  1e308,
  '',
  'NaN',
  '-Infinity',
  '9'.repeat(40),
  [],
  {},
  [null, 1, 'x'],
  { nested: { deeper: [1, { a: null }] } },
];

const NUMBER_TYPES = new Set<ScalarType>([
  ScalarType.INT32,
  ScalarType.UINT32,
  ScalarType.SINT32,
  ScalarType.FIXED32,
  ScalarType.SFIXED32,
  ScalarType.DOUBLE,
  ScalarType.FLOAT,
  ScalarType.INT64,
  ScalarType.UINT64,
  ScalarType.SINT64,
  ScalarType.FIXED64,
  ScalarType.SFIXED64,
]);

function fuzzString(random: Random): JsonValue {
  const choice = random.int(0, 9);
  if (choice < 4) return random.pick(HOSTILE_LIST);
  if (choice === 4) return longHostileString();
  if (choice === 5) return random.pick(['TX', 'CA', 'NY', 'ZZ', 'tx', ' TX ']);
  if (choice === 6) return random.pick(['2024-01-01', '00000000-0000-0000-0000-000000000000']);
  if (choice === 7) return `${random.pick(['A', 'ZZZZ', 'SERF'])}-${random.int(0, 999_999_999)}`;
  return random.pick(ODD_VALUES);
}

function fuzzNumber(random: Random): JsonValue {
  return random.pick<JsonValue>([
    0,
    1,
    -1,
    10,
    50,
    101,
    10_000,
    2 ** 31,
    -(2 ** 31) - 1,
    0.5,
    '12',
    'x',
    1e21,
  ]);
}

function fuzzScalar(field: DescField, random: Random): JsonValue {
  if (field.fieldKind !== 'scalar' && field.fieldKind !== 'list') return null;
  const scalar = field.fieldKind === 'scalar' ? field.scalar : field.scalar;
  if (scalar === undefined) return null;
  if (scalar === ScalarType.STRING) return fuzzString(random);
  if (scalar === ScalarType.BOOL) return random.pick<JsonValue>([true, false, 'true', 1, null]);
  if (scalar === ScalarType.BYTES) return random.pick<JsonValue>(['AAEC', '!!notbase64', '']);
  if (NUMBER_TYPES.has(scalar)) return fuzzNumber(random);
  return random.pick(ODD_VALUES);
}

function fuzzEnum(field: DescField, random: Random): JsonValue {
  const values = field.enum?.values ?? [];
  const known = values.map((value) => value.name);
  return random.pick<JsonValue>([
    ...known,
    ...known.map((_, index) => index),
    'NOT_A_VALUE',
    999,
    -5,
    null,
  ]);
}

/**
 * A JSON payload for `message` in the Connect JSON mapping: each field set with some probability
 * to a plausible, hostile or wrongly typed value; sometimes unknown fields. Deterministic per
 * `random`.
 */
export function fuzzMessage(message: DescMessage, random: Random, depth = 0): JsonValue {
  if (depth > 4) return random.pick(ODD_VALUES);
  if (random.chance(0.05)) return random.pick(ODD_VALUES);
  const out: { [key: string]: JsonValue } = {};
  for (const field of message.fields) {
    if (!random.chance(0.6)) continue;
    out[field.jsonName] = fuzzField(field, random, depth);
  }
  if (random.chance(0.1)) out[random.pick(['unknownField', '__proto__', 'constructor'])] = 1;
  return out;
}

function fuzzSingle(field: DescField, random: Random, depth: number): JsonValue {
  if (random.chance(0.08)) return random.pick(ODD_VALUES);
  if (field.message) return fuzzMessage(field.message, random, depth + 1);
  if (field.enum) return fuzzEnum(field, random);
  return fuzzScalar(field, random);
}

function fuzzField(field: DescField, random: Random, depth: number): JsonValue {
  if (field.fieldKind === 'list') {
    if (random.chance(0.1)) return fuzzSingle(field, random, depth);
    const length = random.pick([0, 1, 2, 3, 60]);
    return Array.from({ length }, () => fuzzSingle(field, random, depth));
  }
  if (field.fieldKind === 'map') return { [String(fuzzString(random))]: random.pick(ODD_VALUES) };
  return fuzzSingle(field, random, depth);
}

/** The raw body to send: mostly JSON of a fuzzed message, sometimes broken text. */
export function fuzzBody(message: DescMessage, random: Random): string {
  const roll = random.next();
  if (roll < 0.03) return random.pick(['', '{', 'null', '[]', '"x"', '{"a":', '\u0000', '{}{}']);
  return JSON.stringify(fuzzMessage(message, random));
}
