/** R-ORD-25 the customer contract form (002 §7.5): what the anonymous page reads and signs. */
import { Type } from 'typebox';
import { Id, OrNull, Text } from './primitives';

/** The link's token: unguessable, URL-safe. */
export const ContractFormToken = Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });

/** A drawn signature as a PNG data URL: a canvas of a few hundred pixels is far below this (the route's body limit is 410,000). */
export const SIGNATURE_MAX_LENGTH = 400_000;

export const ContractForm = Type.Object({
  business: Type.String(),
  language: Type.String(),
  orderNumber: Type.Integer(),
  status: Type.String(),
  customerName: Type.String(),
  currencyId: Type.Integer(),
  totalToPay: Type.Integer(),
  lines: Type.Array(Type.Object({ product: Type.String(), date: Type.String(), startTime: OrNull(Type.String()), customerType: Type.String(), quantity: Type.Integer(), total: Type.Integer() })),
  terms: OrNull(Type.String()),
  signed: Type.Boolean(),
  signedAt: OrNull(Type.String()),
  /** R-SET-3: the provider's extra fields (at most 15), in order; once signed, with the customer's answers. */
  extraFields: Type.Array(Type.Object({ label: Type.String(), required: Type.Boolean(), value: OrNull(Type.String()) })),
});

export const ContractFormParams = Type.Object({ token: ContractFormToken });
export const SendContractFormBody = Type.Object({ orderId: Id });
export const SignContractFormBody = Type.Object({
  token: ContractFormToken,
  fullName: Text(100),
  jobTitle: Text(100),
  signature: Type.String({ maxLength: SIGNATURE_MAX_LENGTH }),
  /** The answers to the provider's extra fields, in their order (R-SET-3: at most 15). */
  extraFields: Type.Optional(Type.Array(Text(500), { maxItems: 15 })),
});
