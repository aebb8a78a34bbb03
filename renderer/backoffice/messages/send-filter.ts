import type { Static } from 'typebox';
import type { SendFilter } from '@pos/shared/api/messages';
import type { OrderSearch } from '../api-types';

/** C272: the orders list's search as a send's filter (its sorting and paging dropped). */
export function sendFilterOf(search: OrderSearch): Static<typeof SendFilter> {
  const { orderBy: _orderBy, asc: _asc, pageIndex: _pageIndex, pageSize: _pageSize, ...filter } = search;
  return filter;
}
