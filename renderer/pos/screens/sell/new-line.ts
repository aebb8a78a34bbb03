import type { NewLine } from '../../state/cart';
import type { ProductHit, SlotOccurrenceView } from '../../core/handlers';

/** The cart line of one customer type of a product, on a date and (unless a manual order) a slot. */
export function newLine(product: ProductHit, type: { id: number; name: string; price: number | null }, date: string, slot: SlotOccurrenceView | null): NewLine {
  return {
    productId: product.id,
    productName: product.name,
    slotId: slot?.slotId ?? null,
    date,
    startTime: slot?.startTime ?? null,
    customerTypeId: type.id,
    customerTypeName: type.name,
    listUnitPrice: type.price ?? 0,
  };
}
