import { Type, type Static, type TSchema } from 'typebox';
import { Id, Nullable, Text } from './primitives';

const Opt = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));

export const BankAccount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  bankId: Type.Integer(),
  bankCode: Type.String(),
  bankName: Type.String(),
  branchNumber: Type.String(),
  accountNumber: Type.String(),
  externalAccount: Nullable(Type.String()),
  currencyIds: Type.Array(Type.Integer()),
});
export type BankAccount = Static<typeof BankAccount>;

/**
 * POST provider/accounts/save: without id a new account, with id that account replaced as a whole.
 * The R-SET-1 fields are optional here so that a missing one is answered by the rule's own message.
 */
export const BankAccountInput = Type.Object({
  id: Opt(Id),
  name: Opt(Text(100)),
  bankId: Opt(Id),
  branchNumber: Opt(Text(20)),
  accountNumber: Opt(Text(40)),
  externalAccount: Opt(Text(50)),
  currencyIds: Opt(Type.Array(Id, { maxItems: 20 })),
});
export type BankAccountInput = Static<typeof BankAccountInput>;
