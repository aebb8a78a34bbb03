import { FieldErrorCollector } from '@pos/shared/errors';
import { isLocalDate, normalizeTime } from '@pos/shared/calendar/index';
import type { SearchInput } from '@pos/shared/api/orders';
import { ARRIVAL_CONFIRMATIONS } from './order-status';
import type { OrderFilter } from './search-repo';

/** R-ORD-23: searches need at least 2 characters; an order number is digits only. */
export function checkedFilter(input: Omit<SearchInput, 'orderBy' | 'asc' | 'pageIndex' | 'pageSize'>): OrderFilter {
  const errors = new FieldErrorCollector();
  const orderNumber = input.orderNumber?.trim() || undefined;
  if (orderNumber !== undefined) errors.check(/^\d{1,9}$/.test(orderNumber), 'orderNumber', 'must be digits only');
  const keyword = input.keyword?.trim() || undefined;
  if (keyword !== undefined) errors.check([...keyword].length >= 2, 'keyword', 'must be at least 2 characters');
  for (const field of ['startDate', 'endDate', 'arrivalStartDate', 'arrivalEndDate'] as const) {
    const value = input[field];
    if (value) errors.check(isLocalDate(value), field, 'is not a valid date');
  }
  errors.throwIfAny();
  const startTime = input.startTime ? (normalizeTime(input.startTime) ?? undefined) : undefined;
  return {
    productId: input.productId ?? undefined,
    slotId: input.slotId ?? undefined,
    priceTypeId: input.priceTypeId ?? undefined,
    orderNumber: orderNumber === undefined ? undefined : Number(orderNumber),
    status: input.status ?? undefined,
    startDate: input.startDate ?? undefined,
    endDate: input.endDate ?? undefined,
    startTime,
    arrivalStartDate: input.arrivalStartDate ?? undefined,
    arrivalEndDate: input.arrivalEndDate ?? undefined,
    keyword,
    unreadMessages: input.unreadMessages ?? undefined,
    withConflicts: input.withConflicts ?? undefined,
    channelId: input.channelId ?? undefined,
    arrivalConfirmation: input.arrivalType === undefined || input.arrivalType === null ? undefined : ARRIVAL_CONFIRMATIONS[input.arrivalType],
    withBalance: input.withBalance ?? undefined,
    withoutBalance: input.withoutBalance ?? undefined,
    tagIds: input.tagIds ?? undefined,
    tagLogicalOperator: input.tagLogicalOperator ?? 'Or',
  };
}
