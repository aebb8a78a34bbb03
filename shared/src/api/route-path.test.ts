import { describe, expect, it } from 'vitest';
import { routePath } from './route-path';

describe('routePath', () => {
  it('splits the method and puts the path parameters in the path under /api', () => {
    expect(routePath('GET /api/product/{id}', { id: 4 })).toEqual(['GET', 'product/4']);
    expect(routePath('POST /api/coupon/{id}/change-sub-coupon-status', { id: '12' })).toEqual(['POST', 'coupon/12/change-sub-coupon-status']);
    expect(routePath('DELETE /api/coupon/delete')).toEqual(['DELETE', 'coupon/delete']);
  });

  it('encodes a parameter, so a value cannot add a path segment', () => {
    expect(routePath('GET /api/order/edit/status/{status}', { status: 'OK/../x' })).toEqual(['GET', 'order/edit/status/OK%2F..%2Fx']);
  });

  it('refuses a route whose parameter has no value', () => {
    expect(() => routePath('GET /api/product/{id}', {})).toThrow('no value for {id}');
  });
});
