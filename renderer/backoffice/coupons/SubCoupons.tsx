import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUB_COUPON_STATUSES, type SubCouponStatus } from '@pos/shared/coupons/coupon-types';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, EmptyState, ErrorBox, Spinner } from '../../ui/components';
import { toast } from '../../ui/notices';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import { downloadSubCouponsCsv } from './export-csv';

/** Shown a hundred at a time: a business-client agreement may hold thousands of codes. */
const SHOWN_STEP = 100;

/** The coupon's serial sub-coupons (coupon/{id}/get-sub-coupons): status change (R-CPN-8, R-CPN-9) and the CSV export. */
export function SubCoupons({ couponId, count }: { couponId: number; count: number }) {
  const { t } = useTranslation();
  const canChange = useCan(Permission.CouponCanChange);
  const list = useApi(() => call('POST /api/coupon/{id}/get-sub-coupons', { params: { id: couponId } }), [couponId, count]);
  const [shown, setShown] = useState(SHOWN_STEP);
  const [exporting, setExporting] = useState(false);
  const [changing, setChanging] = useState<string | null>(null);

  const changeStatus = async (code: string, status: SubCouponStatus) => {
    setChanging(code);
    const result = await call('POST /api/coupon/{id}/change-sub-coupon-status', { params: { id: couponId }, body: { Code: code, Status: status } });
    setChanging(null);
    if (result.ok) toast('success', t('coupons.subCouponStatusChanged', { code, status: t(`coupons.subStatuses.${status}`) }));
    list.reload();
  };
  const exportCsv = async () => {
    setExporting(true);
    const error = await downloadSubCouponsCsv(couponId);
    setExporting(false);
    if (error) toast('error', error);
  };

  const rows = list.data ?? [];
  return (
    <section className="card stack" aria-label={t('coupons.subCoupons')}>
      <div className="toolbar">
        <h3>
          {t('coupons.subCoupons')} ({rows.length || count})
        </h3>
        <span className="spacer" />
        {rows.length ? (
          <Button onClick={() => void exportCsv()} busy={exporting}>
            {t('coupons.exportCsv')}
          </Button>
        ) : null}
      </div>
      {list.loading && !list.data ? <Spinner /> : null}
      {list.error ? <ErrorBox message={list.error.message} onRetry={list.reload} /> : null}
      {list.data && rows.length === 0 ? <EmptyState>{t('coupons.noSubCoupons')}</EmptyState> : null}
      {rows.length ? (
        <div className="table-wrap">
          <table className="data" aria-label={t('coupons.subCoupons')}>
            <thead>
              <tr>
                <th>{t('coupons.code')}</th>
                <th>{t('coupons.status')}</th>
                <th>{t('coupons.order')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, shown).map((s) => (
                <tr key={s.code} data-sub-coupon={s.code}>
                  <td>
                    <bdi dir="ltr">{s.code}</bdi>
                  </td>
                  <td>
                    {canChange ? (
                      <select aria-label={t('coupons.statusOf', { code: s.code })} value={s.status} disabled={changing === s.code} onChange={(e) => void changeStatus(s.code, e.target.value as SubCouponStatus)}>
                        {SUB_COUPON_STATUSES.map((status) => (
                          <option key={status} value={status}>
                            {t(`coupons.subStatuses.${status}`)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      t(`coupons.subStatuses.${s.status}`)
                    )}
                  </td>
                  <td>{s.orderId ? <Link to={`/order/${s.orderId}`}>{s.orderId}</Link> : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {rows.length > shown ? <Button onClick={() => setShown((n) => n + SHOWN_STEP)}>{t('coupons.showMore', { n: rows.length - shown })}</Button> : null}
    </section>
  );
}
