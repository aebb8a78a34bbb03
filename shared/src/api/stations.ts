import { Type } from 'typebox';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });
const Instant = Type.String({ description: 'ISO 8601 UTC' });

export const StationBody = Type.Object({
  name: Text(100),
  cashierIdentifier: Text(50),
  receiptBlockSize: Type.Optional(Type.Integer({ minimum: 5, maximum: 10_000 })),
});

export const StationPatchBody = Type.Partial(StationBody);

export const Station = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  name: Type.String(),
  cashierIdentifier: Type.String(),
  deviceId: Nullable(Type.String()),
  status: Type.String({ description: 'connected or disconnected (R-CASH-5)' }),
  receiptBlockSize: Type.Integer(),
  paired: Type.Boolean(),
  pairedAt: Nullable(Instant),
  revokedAt: Nullable(Instant),
  lastSeenAt: Nullable(Instant),
  pairingExpiresAt: Nullable(Instant),
});

export const StationWithCode = Type.Object({ station: Station, pairingCode: Type.String(), pairingExpiresAt: Instant });

export const ManagerCodeBody = Type.Object({ managerCode: Text(50) });

export const ConflictQuery = Type.Object({ pageIndex: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }) });

export const Conflict = Type.Object({
  orderId: Type.Integer(),
  orderNumber: Type.Integer(),
  flags: Type.Array(Type.String()),
  stationId: Type.Union([Type.Integer(), Type.Null()]),
  createDate: Instant,
  totalToPay: Type.Integer(),
  currencyId: Type.Integer(),
});
