/**
 * The shapes of the server's answers and bodies, taken (types only, erased at build) from the
 * server's own TypeBox schemas, so the back office cannot drift from the API it calls.
 */
import type { Static } from 'typebox';
import type { Product, ProductPage, ProductListItem as ProductListItemSchema, CustomerType as CustomerTypeSchema, ProductBody, CustomerTypeBody, Tag as TagSchema } from '@pos/shared/api/catalogue';
import type { PriceList as PriceListSchema, PriceListBody } from '@pos/shared/api/price-lists';

export type ProductView = Static<typeof Product>;
export type ProductInput = Static<typeof ProductBody>;
export type ProductList = Static<typeof ProductPage>;
export type ProductListItem = Static<typeof ProductListItemSchema>;
export type CustomerType = Static<typeof CustomerTypeSchema>;
export type CustomerTypeInput = Static<typeof CustomerTypeBody>;
export type PriceList = Static<typeof PriceListSchema>;
export type PriceListInput = Static<typeof PriceListBody>;
export type Tag = Static<typeof TagSchema>;

/** GET product/alerts (catalogue/product-routes.ts). */
export interface ProductAlerts {
  productId: number;
  productName: string;
  types: string[];
}

/** Reference lists (reference/routes.ts). */
export interface NamedItem {
  id: number;
  name: string;
}
export interface Region extends NamedItem {
  direction: string | null;
}
export interface City extends NamedItem {
  regionId: number | null;
  countryId: number | null;
}

import type { CalendarEntry as CalendarEntrySchema, CalendarEvent as CalendarEventSchema, Slot as SlotSchema, StopSale as StopSaleSchema, SlotBody, StopSaleBody, EventBody } from '@pos/shared/api/calendar';
export type CalendarEntry = Static<typeof CalendarEntrySchema>;
export type CalendarEvent = Static<typeof CalendarEventSchema>;
export type Slot = Static<typeof SlotSchema>;
export type SlotInput = Static<typeof SlotBody>;
export type StopSale = Static<typeof StopSaleSchema>;
export type StopSaleInput = Static<typeof StopSaleBody>;
export type EventInput = Static<typeof EventBody>;

import type { Order as OrderSchema, OrderPage as OrderPageSchema, SearchBody, Calculation as CalculationSchema, OrderCreated as OrderCreatedSchema, OrderTickets as OrderTicketsSchema, SlotForSale as SlotForSaleSchema, CustomerTypeForSale as CustomerTypeForSaleSchema, ProductForSale as ProductForSaleSchema, CreateBody } from '@pos/shared/api/orders';
export type Order = Static<typeof OrderSchema>;
export type OrderTickets = Static<typeof OrderTicketsSchema>;
export type OrderList = Static<typeof OrderPageSchema>;
export type OrderSearch = Static<typeof SearchBody>;
export type Calculation = Static<typeof CalculationSchema>;
export type OrderCreated = Static<typeof OrderCreatedSchema>;
export type SlotForSale = Static<typeof SlotForSaleSchema>;
export type CustomerTypeForSale = Static<typeof CustomerTypeForSaleSchema>;
export type ProductForSale = Static<typeof ProductForSaleSchema>;
export type OrderCreateInput = Static<typeof CreateBody>;

import type { UsersPage as UsersPageSchema, UserView as UserViewSchema, ProfileView as ProfileViewSchema } from '@pos/shared/api/users';
export type UsersPage = Static<typeof UsersPageSchema>;
export type UserView = Static<typeof UserViewSchema>;
export type ProfileView = Static<typeof ProfileViewSchema>;

import type { Station as StationSchema, StationWithCode as StationWithCodeSchema } from '@pos/shared/api/stations';
export type Station = Static<typeof StationSchema>;
export type StationWithCode = Static<typeof StationWithCodeSchema>;
import type { QtyReportRow as QtyReportRowSchema } from '@pos/shared/api/orders';
export type QtyReportRow = Static<typeof QtyReportRowSchema>;

import type { ProviderSettings as ProviderSettingsSchema } from '@pos/shared/api/provider-settings';
import type { CurrencyRate as CurrencyRateSchema } from '@pos/shared/api/currency-rates';
export type ProviderSettings = Static<typeof ProviderSettingsSchema>;
export type CurrencyRate = Static<typeof CurrencyRateSchema>;

import type { Dashboard as DashboardSchema } from '@pos/shared/api/reports';
export type Dashboard = Static<typeof DashboardSchema>;

import type { Coupon as CouponSchema, CouponBody, CouponFilter as CouponFilterSchema, SubCoupon as SubCouponSchema } from '@pos/shared/api/coupons';
export type Coupon = Static<typeof CouponSchema>;
export type CouponInput = Static<typeof CouponBody>;
export type CouponFilter = Static<typeof CouponFilterSchema>;
export type SubCoupon = Static<typeof SubCouponSchema>;

import type { Conflict as ConflictSchema } from '@pos/shared/api/stations';
export type SyncConflict = Static<typeof ConflictSchema>;
