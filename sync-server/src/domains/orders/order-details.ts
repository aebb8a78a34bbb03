import { notFound, refused } from '@pos/shared/errors';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { assertBusinessClient } from '../business-clients/client-for-sale';
import { editOrder } from './edit-order';
import { OrderEvent } from './order-events';
import { assertMayChange } from './order-past';
import { insertEvents, lockOrders, updateOrder } from './order-repo';
import { ARRIVAL_CONFIRMATIONS, type ArrivalConfirmation } from './order-status';
import { askFirst } from './order-warnings';
import { removeOrderTag, setOrderTags } from './tags-repo';
import { orderHasDocuments } from '../documents/document-repo';

/** The changes of an order that are not its products: remarks, arrival, tags, business client. */

/** order/save/remarks (R-ORD-21 is the schema's 1000 characters). Remarks stay editable after the date. */
export function saveRemarks(db: Db, actor: Actor, orderId: number, remarks: string, timeZone: string, now: Date): Promise<void> {
  return editOrder(db, actor, orderId, timeZone, now, async ({ order }) =>
    remarks === order.remarks ? { result: undefined, events: [] } : { result: undefined, events: [{ type: OrderEvent.RemarksChanged, details: { from: order.remarks, to: remarks } }], order: { remarks } },
  );
}

/** R-ORD-14: changing away from a mark already set asks first. */
function arrivalQuestion(current: string, next: ArrivalConfirmation): 'confirm-arrival-change'[] {
  return current !== 'None' && current !== next ? ['confirm-arrival-change'] : [];
}

/** order/update-arrival-confirmation (R-ORD-13). Arrival is marked on and after the day, so no past rule applies. */
export function updateArrival(db: Db, actor: Actor, orderId: number, arrivalId: number, confirmed: boolean | undefined, timeZone: string, now: Date): Promise<void> {
  const next = ARRIVAL_CONFIRMATIONS[arrivalId]!;
  return editOrder(db, actor, orderId, timeZone, now, async ({ order }) => {
    if (order.arrivalConfirmation === next) return { result: undefined, events: [] };
    askFirst(arrivalQuestion(order.arrivalConfirmation, next), confirmed);
    return { result: undefined, events: [{ type: OrderEvent.ArrivalConfirmationChanged, details: { from: order.arrivalConfirmation, to: next } }], order: { arrivalConfirmation: next } };
  });
}

/** order/update-arrival-confirmations: several orders at once, all or none (R-ORD-13, R-ORD-14). */
export async function updateArrivals(db: Db, actor: Actor, orderIds: readonly number[], arrivalId: number, confirmed: boolean | undefined): Promise<number> {
  const next = ARRIVAL_CONFIRMATIONS[arrivalId]!;
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const rows = await lockOrders(tx, actor.providerId, ids);
    if (rows.length !== ids.length) throw notFound('Order');
    const changing = rows.filter((r) => r.arrivalConfirmation !== next);
    askFirst(
      changing.flatMap((r) => arrivalQuestion(r.arrivalConfirmation, next)),
      confirmed,
    );
    for (const r of changing) {
      await updateOrder(tx, r.id, { arrivalConfirmation: next });
      await insertEvents(tx, r.id, actor.userId, [{ type: OrderEvent.ArrivalConfirmationChanged, details: { from: r.arrivalConfirmation, to: next } }]);
    }
    return changing.length;
  });
}

/** order/tags/update: the order's tags become these. */
export function updateOrderTags(db: Db, actor: Actor, orderId: number, tagIds: readonly number[], timeZone: string, now: Date): Promise<void> {
  return editOrder(db, actor, orderId, timeZone, now, async ({ tx, order }) => {
    const changed = await setOrderTags(tx, actor.providerId, order.id, tagIds);
    return { result: undefined, events: changed ? [{ type: OrderEvent.TagsChanged, details: { tagIds: [...new Set(tagIds)] } }] : [] };
  });
}

/** order/tag/remove */
export function removeTagOfOrder(db: Db, actor: Actor, orderId: number, tagId: number, timeZone: string, now: Date): Promise<void> {
  return editOrder(db, actor, orderId, timeZone, now, async ({ tx, order }) => {
    const removed = await removeOrderTag(tx, order.id, tagId);
    return { result: undefined, events: removed ? [{ type: OrderEvent.TagsChanged, details: { removedTagId: tagId } }] : [] };
  });
}

/**
 * order/edit/customer/business-client: assign, change or unassign the business client; refused once
 * the order has accounting documents (R-BC-5), and for a past order without permission 40 (R-ORD-10).
 */
export function setBusinessClient(db: Db, actor: Actor, orderId: number, businessClientId: number | null, timeZone: string, now: Date): Promise<void> {
  return editOrder(db, actor, orderId, timeZone, now, async ({ tx, order, lines, clock, rights }) => {
    const from = order.businessClientId;
    if (from === businessClientId) return { result: undefined, events: [] };
    if (await orderHasDocuments(tx, actor.providerId, order.id)) throw refused('business-client-locked', 'The order has accounting documents: its business client cannot change.');
    assertMayChange(lines, clock.today, rights);
    if (businessClientId !== null) await assertBusinessClient(tx, actor.providerId, businessClientId);
    const type = from === null ? OrderEvent.BusinessClientAssigned : businessClientId === null ? OrderEvent.BusinessClientUnassigned : OrderEvent.BusinessClientChanged;
    return { result: undefined, events: [{ type, details: { from, to: businessClientId } }], order: { businessClientId } };
  });
}
