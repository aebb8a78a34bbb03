import { Type, type Static, type TSchema } from 'typebox';

/**
 * Input schema helpers for bodies the app validates with Ajv's type coercion. They belong beside
 * http/schemas.ts; the catalogue uses them from here until they move.
 */

/** Postgres integer columns hold up to 2^31-1: a larger number is bad input, not a database error. */
export const INT4_MAX = 2_147_483_647;

export const Int = (minimum = 0, maximum = INT4_MAX) => Type.Integer({ minimum, maximum });

/** Text Postgres can store (no NUL character). */
export const Text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });

/**
 * A value or null, as one JSON-schema type list. An anyOf of the two would let coercion turn a null
 * into 0 or "" in the first branch (dailyLimit null, "no limit", would become 0), and a list
 * coerces only what matches neither type.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const s = schema as TSchema & { type?: string; enum?: unknown[] };
  return Type.Unsafe<Static<T> | null>({ ...s, type: [s.type, 'null'], ...(s.enum && { enum: [...s.enum, null] }) });
}

/** One of the given strings. */
export const OneOf = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
