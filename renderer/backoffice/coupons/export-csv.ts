import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@pos/shared/version';
import { i18next } from '../../i18n';
import { buildUrl } from '../../ui/api';

/**
 * POST coupon/{id}/export/sub-coupons answers a CSV file, not JSON: fetched here and handed to
 * the browser as a download under the server's file name. Resolves with an error text, or null.
 */
export async function downloadSubCouponsCsv(couponId: number): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(buildUrl(`coupon/${couponId}/export/sub-coupons`), { method: 'POST', credentials: 'same-origin', headers: { [CLIENT_VERSION_HEADER]: CLIENT_VERSION } });
  } catch (error) {
    return `${i18next.t('common:errors.network')} (${(error as Error).message})`;
  }
  if (!response.ok) return i18next.t('common:errors.unhandled', { status: response.status });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `sub-coupons-${couponId}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
