import { Type, type Static, type TSchema } from 'typebox';
import { ORDER_BLOCK_TIMINGS, REGISTRATION_TYPES, TICKET_TYPES } from '../reference';
import { LANGUAGES } from '../languages';
import { LAST_WIZARD_STEP } from '../catalogue/product-rules';
import { Id, Int, Nullable, OneOf, OrNull, Text } from './primitives';
import { PriceList } from './price-lists';

const Opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

export const CALENDAR_TYPES = ['open', 'strict'] as const;
/** ProductTagsType of product-tags. */
export const PRODUCT_TAG_TYPES = ['included', 'excluded'] as const;

/**
 * POST product: the product. Without an id (or id 0) it creates, otherwise updates; fields left out
 * keep their stored value, which is how the wizard saves one step at a time (fromWizzard,
 * wizzardStep). Selling settings, active and onAir have their own calls (R-PROD-12).
 */
export const ProductBody = Type.Object({
  id: Opt(Nullable(Int())),
  name: Opt(Text(200)),
  shortDescription: Opt(Text(1000)),
  /** R-PROD-7 (1200) is checked by the product rules, with their message. */
  fullDescription: Opt(Text(20_000)),
  arrivalInstructions: Opt(Text(5000)),
  parkingInstructions: Opt(Text(5000)),
  policy: Opt(Text(5000)),
  extraInfo: Opt(Text(5000)),
  address: Opt(Text(500)),
  latitude: Opt(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  longitude: Opt(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  cityId: Opt(Nullable(Id)),
  countryId: Opt(Nullable(Id)),
  productTypeId: Opt(Nullable(Id)),
  unitName: Opt(Text(100)),
  calendarColor: Opt(Text(30)),
  pricePerPerson: Opt(Type.Boolean()),
  printingType: Opt(OneOf(TICKET_TYPES)),
  registrationType: Opt(OneOf(REGISTRATION_TYPES)),
  calendarType: Opt(OneOf(CALENDAR_TYPES)),
  averageDurationTime: Opt(Nullable(Int(0, 100_000))),
  blockCreatingNewOrdersBefore: Opt(OneOf(ORDER_BLOCK_TIMINGS)),
  orderBlockMinutes: Opt(Int(0, 10_000_000)),
  /** Issue 16: gate admission window, minutes before and after the slot's start (null: no limit; a week at most). */
  admitBeforeMinutes: Opt(Nullable(Int(0, 10_080))),
  admitAfterMinutes: Opt(Nullable(Int(0, 10_080))),
  recommended: Opt(Type.Boolean()),
  mostPopular: Opt(Type.Boolean()),
  barcode: Opt(Nullable(Text(100))),
  regionIds: Opt(Type.Array(Id, { maxItems: 100 })),
  fromWizzard: Opt(Type.Boolean()),
  wizzardStep: Opt(Int(0, LAST_WIZARD_STEP)),
});
export type ProductInput = Static<typeof ProductBody>;

/** POST save-product-address. */
export const ProductAddressBody = Type.Object({
  productId: Id,
  address: Text(500),
  cityId: Id,
  countryId: Opt(Nullable(Id)),
  latitude: Opt(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  longitude: Opt(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
});

export const Translation = Type.Object({ language: OneOf(LANGUAGES), value: Text(20_000) });
export const TranslationsBody = Type.Object({ translations: Type.Array(Translation, { maxItems: LANGUAGES.length * 2 }) });
export type TranslationInput = Static<typeof Translation>;

/** POST product/updateCustomerType. */
export const CustomerTypeBody = Type.Object({
  id: Opt(Nullable(Int())),
  productId: Id,
  name: Text(200),
  color: Opt(Text(30)),
  /** R-PROD-9 */
  registrationType: Opt(OneOf(REGISTRATION_TYPES)),
  extraInfo: Opt(Text(5000)),
  orderBlockMinutes: Opt(Nullable(Int(0, 10_000_000))),
  /** Price type ids (shared/src/reference.ts PRICE_TYPES) */
  availableProductPriceTypes: Opt(Nullable(Type.Array(Int(1), { maxItems: 20 }))),
  /** The name in other languages. */
  translations: Opt(Type.Array(Translation, { maxItems: LANGUAGES.length * 2 })),
});
export type CustomerTypeInput = Static<typeof CustomerTypeBody>;

export const CustomerType = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  registrationType: Type.String(),
  extraInfo: Type.String(),
  orderBlockMinutes: OrNull(Type.Integer()),
  availableProductPriceTypes: OrNull(Type.Array(Type.Integer())),
  translations: Type.Array(Type.Object({ language: Type.String(), value: Type.String() })),
});
export type CustomerTypeView = Static<typeof CustomerType>;

export const FieldTranslations = Type.Array(Type.Object({ language: Type.String(), value: Type.String() }));
/** Per field, its value in each language that has one. */
export const ProductTranslations = Type.Record(Type.String(), FieldTranslations);
/** product/{id}/translations: every translated field of the product. */
export const ProductTranslationsAnswer = Type.Object({ ProductId: Type.Integer(), Translations: ProductTranslations });

/** A product's on/off setting after a switch (activate, notifications, employees, selling settings). */
export const SwitchResult = Type.Object({ productId: Type.Integer(), setting: Type.String(), value: Type.Boolean() });
/** What a product still lacks or was told (the home page's alerts). */
export const ProductAlerts = Type.Object({ productId: Type.Integer(), productName: Type.String(), types: Type.Array(Type.String()) });
export const ProductIdQuery = Type.Object({ productId: Id });
/** Turn a product's setting on or off (no newValue: toggle). */
export const SwitchBody = Type.Object({ productId: Id, newValue: Type.Optional(Type.Boolean()) });
export const SellingSettingBody = Type.Object({ productId: Id, newValue: Type.Boolean() });

export const ProductTagsBody = Type.Object({
  ProductId: Id,
  ProductTagsId: Type.Array(Id, { maxItems: 200 }),
  ProductTagsType: Type.Optional(OneOf(PRODUCT_TAG_TYPES)),
  FromWizzard: Type.Optional(Type.Boolean()),
});

export const ProductTag = Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() });

export const Product = Type.Object({
  id: Type.Integer(),
  providerId: Type.Integer(),
  name: Type.String(),
  active: Type.Boolean(),
  onAir: Type.Boolean(),
  shortDescription: Type.String(),
  fullDescription: Type.String(),
  arrivalInstructions: Type.String(),
  parkingInstructions: Type.String(),
  policy: Type.String(),
  extraInfo: Type.String(),
  address: Type.String(),
  latitude: OrNull(Type.Number()),
  longitude: OrNull(Type.Number()),
  cityId: OrNull(Type.Integer()),
  countryId: OrNull(Type.Integer()),
  productTypeId: OrNull(Type.Integer()),
  productTypeName: OrNull(Type.String()),
  unitName: Type.String(),
  calendarColor: Type.String(),
  pricePerPerson: Type.Boolean(),
  useCashier: Type.Boolean(),
  useLocals: Type.Boolean(),
  useGroups: Type.Boolean(),
  useB2cChannels: Type.Boolean(),
  useDirectChannels: Type.Boolean(),
  useIndex: Type.Boolean(),
  autoOrderNotifications: Type.Boolean(),
  allowAssignEmployees: Type.Boolean(),
  recommended: Type.Boolean(),
  mostPopular: Type.Boolean(),
  printingType: Type.String(),
  registrationType: Type.String(),
  calendarType: Type.String(),
  averageDurationTime: OrNull(Type.Integer()),
  blockCreatingNewOrdersBefore: Type.String(),
  orderBlockMinutes: Type.Integer(),
  admitBeforeMinutes: OrNull(Type.Integer()),
  admitAfterMinutes: OrNull(Type.Integer()),
  wizzardStep: Type.Integer(),
  barcode: OrNull(Type.String()),
  ticketImagePath: OrNull(Type.String()),
  hasSlot: Type.Boolean(),
  hasPriceList: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  regions: Type.Array(Type.Integer()),
  tags: Type.Array(ProductTag),
  customerTypes: Type.Array(CustomerType),
  prices: Type.Array(PriceList),
  translations: ProductTranslations,
});
export type ProductView = Static<typeof Product>;

/** POST products: the catalogue filter. */
export const ProductFilterBody = Type.Object({
  productName: Opt(Nullable(Text(200))),
  typeId: Opt(Nullable(Id)),
  status: Opt(Nullable(OneOf(['active', 'inactive', 'all'] as const))),
  keyword: Opt(Nullable(Text(200))),
  pageIndex: Opt(Nullable(Int(0, 1_000_000))),
});
export type ProductFilter = Static<typeof ProductFilterBody>;

export const ProductListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  active: Type.Boolean(),
  onAir: Type.Boolean(),
  shortDescription: Type.String(),
  productTypeId: OrNull(Type.Integer()),
  productTypeName: OrNull(Type.String()),
  cityId: OrNull(Type.Integer()),
  calendarColor: Type.String(),
  wizzardStep: Type.Integer(),
  hasSlot: Type.Boolean(),
  hasPriceList: Type.Boolean(),
  createdAt: Type.String(),
});

export const ProductPage = Type.Object({
  items: Type.Array(ProductListItem),
  totalCount: Type.Integer(),
  pageIndex: Type.Integer(),
  pageSize: Type.Integer(),
});

export const TagBody = Type.Object({ name: Text(100), active: Opt(Type.Boolean()) });
export const SubTag = Type.Object({ id: Type.Integer(), tagId: Type.Integer(), name: Type.String(), active: Type.Boolean() });
export const Tag = Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean(), subTags: Type.Array(SubTag) });
