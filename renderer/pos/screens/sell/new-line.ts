import i18next from 'i18next';
import { localizedName } from '@pos/shared/catalogue/localized-name';
import type { NewLine } from '../../state/cart';
import type { ProductHit, SlotOccurrenceView } from '../../core/handlers';

/** The cart line of one customer type of a product, on a date and (unless a manual order) a slot. */
export function newLine(product: ProductHit, type: { id: number; name: string; translations?: Record<string, string>; price: number | null }, date: string, slot: SlotOccurrenceView | null): NewLine {
  return {
    productId: product.id,
    productName: localizedName(product, i18next.language),
    slotId: slot?.slotId ?? null,
    date,
    startTime: slot?.startTime ?? null,
    customerTypeId: type.id,
    customerTypeName: localizedName(type, i18next.language),
    tag: `${product.name}|${type.name}`,
    listUnitPrice: type.price ?? 0,
  };
}
