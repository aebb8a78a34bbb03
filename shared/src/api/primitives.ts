/**
 * The building blocks of the API contract (every module of @pos/shared/api uses them): JSON-schema
 * types the server validates with and the back office is typed by.
 */
import { Type, type Static, type TSchema } from 'typebox';

/** Every success answer wraps its payload in `data` (lists too: R-CLIENT-9). */
export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** Text Postgres can store: no NUL character (a NUL would fail the query with a 500, not a 400). */
export const Text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });

/** Postgres integer columns hold up to 2^31-1: a larger number is bad input, not a database error. */
export const INT4_MAX = 2_147_483_647;

/** An integer that fits an int4 column; non-negative unless told. */
export const Int = (minimum = 0, maximum = INT4_MAX) => Type.Integer({ minimum, maximum });

/** One of the given strings. */
export const OneOf = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/**
 * A value or null, as one JSON-schema type list. Query strings are coerced (app.ts
 * validatorCompiler), and an anyOf of the two would let coercion turn a null into 0 or "" in the
 * first branch (dailyLimit null, "no limit", would become 0); a list coerces only what matches
 * neither type. A schema without a single type (an enum alone, a const, a union) gets null added
 * to its enum, or falls back to an anyOf.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const s = schema as TSchema & { type?: unknown; enum?: unknown[]; const?: unknown };
  if (typeof s.type === 'string' && !('const' in s)) {
    return Type.Unsafe<Static<T> | null>({ ...s, type: [s.type, 'null'], ...(s.enum && { enum: [...s.enum, null] }) });
  }
  if (s.type === undefined && Array.isArray(s.enum)) return Type.Unsafe<Static<T> | null>({ ...s, enum: [...s.enum, null] });
  return Type.Unsafe<Static<T> | null>({ anyOf: [s, { type: 'null' }] });
}

/**
 * A value or null as an anyOf: for answers, and for JSON bodies (never coerced), where a wrong value
 * is answered with the value's own type ("must be integer"). Never for query strings: there use Nullable.
 */
export const OrNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id });
export const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
/** R-SLOT-13: times travel zero-padded as hh:mm:ss (hh:mm accepted). */
export const LocalTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', description: 'hh:mm:ss' });
export const Money = Type.Integer({ minimum: -999_999_999_99, maximum: 999_999_999_99, description: 'minor units' });
export const PageIndex = Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 });
export const Ok = Data(Type.Boolean());

export const ProblemSchema = Type.Object(
  {
    type: Type.Optional(Type.String()),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { additionalProperties: true },
);
