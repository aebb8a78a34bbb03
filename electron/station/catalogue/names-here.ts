import { localizedName } from '@pos/shared/catalogue/localized-name';
import type { StationDb } from '../db/open';
import { getSetting } from '../settings/settings-store';
import { replica } from './replica';

/** The station's language: the one chosen on its settings screen, else the provider's (issue 16). */
export function stationLanguage(db: StationDb): string {
  return getSetting(db, 'language') ?? replica.provider(db)?.language ?? 'he-IL';
}

/** Issue 16: a product's name in the station's language (carts, receipts, tickets, the gate). */
export function productNameHere(db: StationDb, productId: number): string {
  const product = replica.product(db, productId);
  return product ? localizedName(product, stationLanguage(db)) : '';
}

/** Issue 16: a customer type's name in the station's language. */
export function customerTypeNameHere(db: StationDb, customerTypeId: number): string {
  const type = replica.customerType(db, customerTypeId);
  return type ? localizedName(type, stationLanguage(db)) : '';
}
