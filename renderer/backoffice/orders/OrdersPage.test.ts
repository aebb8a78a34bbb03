import { describe, expect, it } from 'vitest';
import { ORDERS_PAGE_SIZE, searchOf } from './OrdersPage';

describe('orders list filter in the address', () => {
  it('R-CLIENT-23, R-ORD-26: page 0, 50 a page, newest reservations first by default', () => {
    expect(searchOf(new URLSearchParams())).toMatchObject({ pageIndex: 0, pageSize: ORDERS_PAGE_SIZE, orderBy: 'ReservationDate', asc: false, status: null, keyword: null });
    expect(ORDERS_PAGE_SIZE).toBe(50);
  });

  it('reads every filter field back from the address', () => {
    const params = new URLSearchParams('orderNumber=12&status=RQ&startDate=2026-01-01&endDate=2026-01-31&productId=4&channelId=2&arrivalType=3&withBalance=true&orderBy=TotalToPay&asc=true&page=3');
    expect(searchOf(params)).toMatchObject({ orderNumber: '12', status: 'RQ', startDate: '2026-01-01', endDate: '2026-01-31', productId: 4, channelId: 2, arrivalType: 3, withBalance: true, orderBy: 'TotalToPay', asc: true, pageIndex: 3 });
  });

  it('issue 5: the "with conflicts" filter travels in the address; absent means every order', () => {
    expect(searchOf(new URLSearchParams('withConflicts=true'))).toMatchObject({ withConflicts: true });
    expect(searchOf(new URLSearchParams())).toMatchObject({ withConflicts: null });
  });
});
