import { Type, type TSchema } from 'typebox';

/** Every success answer wraps its payload in `data` (lists too: R-CLIENT-9). */
export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** Text Postgres can store: no NUL character (a NUL would fail the query with a 500, not a 400). */
export const Text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id });
export const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
/** R-SLOT-13: times travel zero-padded as hh:mm:ss (hh:mm accepted). */
export const LocalTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', description: 'hh:mm:ss' });
export const Money = Type.Integer({ minimum: -999_999_999_99, maximum: 999_999_999_99, description: 'minor units' });
export const PageIndex = Type.Integer({ minimum: 0, default: 0 });
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
