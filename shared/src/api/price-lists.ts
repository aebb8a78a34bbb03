import { Type, type Static } from 'typebox';
import { Id, Int, LocalDate, Nullable, OrNull, Text } from './primitives';

/**
 * One price line of POST product-price. Fields a client may leave empty are nullable here so the
 * rules (R-PRICE-5, R-PRICE-6) answer with their own field errors.
 */
export const PriceLineBody = Type.Object({
  /** An existing line of this price list; absent or 0 for a new line. */
  id: Type.Optional(Nullable(Int())),
  productCustomerTypeId: Type.Optional(Nullable(Int(1))),
  /** Price including VAT, minor units. */
  amount: Type.Optional(Nullable(Int())),
  isOfficial: Type.Optional(Nullable(Type.Boolean())),
  /** Persons one unit covers on a per-unit price list. */
  quantity: Type.Optional(Int(1)),
  priority: Type.Optional(Nullable(Int())),
  barCode: Type.Optional(Nullable(Text(100))),
  /** R-PRICE-4: defaults to 1. */
  qtyToUse: Type.Optional(Nullable(Int(1, 1000))),
});

/** POST product-price: a price list with all its lines (lines left out are removed, R-PRICE-10). */
export const PriceListBody = Type.Object({
  /** Absent or 0 creates a price list. */
  id: Type.Optional(Nullable(Int())),
  productId: Id,
  title: Type.Optional(Nullable(Text(200))),
  remarks: Type.Optional(Nullable(Text(2000))),
  currencyId: Type.Optional(Nullable(Int())),
  channelId: Type.Optional(Nullable(Int())),
  priceTypeId: Type.Optional(Nullable(Int())),
  businessClientId: Type.Optional(Nullable(Id)),
  businessClientTypeId: Type.Optional(Nullable(Id)),
  /** R-PRICE-1: default today. */
  fromDate: Type.Optional(Nullable(LocalDate)),
  /** R-PRICE-1: default 31 December of next year. */
  toDate: Type.Optional(Nullable(LocalDate)),
  /** Week-day bit flags (R-PRICE-9); default every day. */
  daysOfWeek: Type.Optional(Nullable(Int())),
  /** R-PRICE-2: per person (true) or per unit. */
  perPerson: Type.Optional(Type.Boolean()),
  /** R-PRICE-2: auto confirm (true) or on request. */
  autoConfirm: Type.Optional(Type.Boolean()),
  /** R-PRICE-2: per-day limit; null for no limit. 0 asks to confirm (R-PRICE-11). */
  dailyLimit: Type.Optional(Nullable(Int())),
  officialPrice: Type.Optional(Nullable(Int())),
  fromWizzard: Type.Optional(Type.Boolean()),
  /** Confirms the zero-availability warning (R-PRICE-11). */
  ignoreWarning: Type.Optional(Type.Boolean()),
  priceLines: Type.Optional(Type.Array(PriceLineBody, { maxItems: 200 })),
});
export type PriceListInput = Static<typeof PriceListBody>;

export const PriceLine = Type.Object({
  id: Type.Integer(),
  productPriceId: Type.Integer(),
  productCustomerTypeId: Type.Integer(),
  amount: Type.Integer(),
  currencyId: Type.Integer(),
  isOfficial: Type.Boolean(),
  quantity: Type.Integer(),
  priority: Type.Integer(),
  barCode: OrNull(Type.String()),
  qtyToUse: Type.Integer(),
});

export const PriceList = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  title: Type.String(),
  remarks: Type.String(),
  currencyId: Type.Integer(),
  channelId: Type.Integer(),
  priceTypeId: Type.Integer(),
  businessClientId: OrNull(Type.Integer()),
  businessClientTypeId: OrNull(Type.Integer()),
  fromDate: Type.String(),
  toDate: Type.String(),
  daysOfWeek: Type.Integer(),
  perPerson: Type.Boolean(),
  autoConfirm: Type.Boolean(),
  dailyLimit: OrNull(Type.Integer()),
  officialPrice: OrNull(Type.Integer()),
  fromWizzard: Type.Boolean(),
  /** false while paused or deactivated (R-PRICE-15). */
  active: Type.Boolean(),
  priceLines: Type.Array(PriceLine),
});
export type PriceListView = Static<typeof PriceList>;
