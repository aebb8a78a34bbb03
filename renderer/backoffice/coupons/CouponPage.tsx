import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call, type ApiError } from '../../ui/api';
import { Badge, Button, ErrorBox, Spinner } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { today } from '../../ui/format';
import { confirmDialog, toast } from '../../ui/notices';
import { Link, navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { Coupon, CouponInput } from '../api-types';
import { useCan, useSession } from '../session';
import type { PageProps } from '../page';
import { bodyOf, formErrorsOf, newCouponValues, valuesOfCoupon, type CouponFormValues } from './coupon-form';
import { couponStatus, fieldMessage, isKnownFieldMessage, REFUSALS, usageText } from './coupon-text';
import { CouponFields } from './CouponFields';
import { SubCoupons } from './SubCoupons';

/** /coupon/new and /coupon/edit/{couponId}: one coupon, its sub-coupons, delete. */
export default function CouponPage({ params }: PageProps) {
  const id = params.couponId ? Number(params.couponId) : undefined;
  const coupon = useApi(() => (id ? call('GET /api/coupon/{id}', { params: { id } }) : null), [id]);
  const localCurrencyId = useSession((s) => s.init?.localCurrencyId ?? 1);
  if (id && coupon.loading && !coupon.data) return <Spinner />;
  if (id && coupon.error) return <ErrorBox message={coupon.error.message} onRetry={coupon.reload} />;
  const initial = coupon.data ? valuesOfCoupon(coupon.data) : newCouponValues(today(), localCurrencyId);
  // A new key after each load starts the form again from what the server holds.
  return <CouponEditor key={`${id ?? 'new'}-${coupon.data?.subCouponsCount ?? ''}-${coupon.data?.couponCode ?? ''}`} coupon={coupon.data} initial={initial} onSaved={coupon.reload} />;
}

function CouponEditor({ coupon, initial, onSaved }: { coupon?: Coupon; initial: CouponFormValues; onSaved(): void }) {
  const { t } = useTranslation();
  const canChange = useCan(Permission.CouponCanChange);
  const form = useForm<CouponFormValues>(initial);
  const [usedByOrders, setUsedByOrders] = useState(coupon?.usedByOrders ?? false);
  const readOnly = !canChange || usedByOrders;
  const [busy, setBusy] = useState(false);

  const refusal = (error: ApiError) => {
    if (error.code === 'coupon-used') setUsedByOrders(true);
    // The coupon rules' own sentences (R-CPN-3 "over 100" ...) are said by the coupon texts; the
    // generic translation by code (issue 18) would turn them into a vague "invalid value".
    const sent = { ...(error.fieldErrors ?? {}) };
    for (const issue of error.fieldIssues ?? []) if (isKnownFieldMessage(issue.message)) sent[issue.field] = issue.message;
    const fieldErrors = Object.fromEntries(Object.entries(formErrorsOf(sent)).map(([k, m]) => [k, fieldMessage(t, m)]));
    if (error.code === 'coupon-code-exists') fieldErrors.couponCode = t('coupons.refusals.coupon-code-exists');
    const known = REFUSALS.find((c) => c === error.code);
    const message = error.code === 'coupon-code-exists' ? '' : known ? t(`coupons.refusals.${known}`) : error.status === 400 ? t('coupons.fixFields') : error.message;
    form.show({ ...error, fieldErrors, message });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const parsed = bodyOf(form.values, coupon?.id);
    if ('unreadable' in parsed) {
      form.setErrors(Object.fromEntries(parsed.unreadable.map((f) => [f, t('coupons.unreadable')])));
      return;
    }
    setBusy(true);
    let body: CouponInput = parsed.body;
    for (;;) {
      const result = await call('POST /api/coupon/save', { body, quiet: true, noWarningConfirm: true });
      if (result.ok) {
        setBusy(false);
        toast('success', t('coupons.saved', { code: result.data.couponCode }));
        if (coupon) onSaved();
        else navigate(`/coupon/edit/${result.data.id}`, { replace: true });
        return;
      }
      // R-CPN-11, R-CPN-14: a coupon without discount is a warning the user may confirm.
      if (result.error.code === 'coupon-zero-discount' && !body.ignoreWarning && (await confirmDialog(t('coupons.zeroDiscountConfirm'), { tone: 'warning', title: t('common:warningTitle') }))) {
        body = { ...body, ignoreWarning: true };
        continue;
      }
      setBusy(false);
      if (result.error.code !== 'coupon-zero-discount') refusal(result.error);
      return;
    }
  };

  const remove = async () => {
    if (!coupon || !(await confirmDialog(t('coupons.deleteConfirm', { code: coupon.couponCode }), { tone: 'warning' }))) return;
    setBusy(true);
    const result = await call('DELETE /api/coupon/delete', { query: { couponId: coupon.id }, quiet: true });
    setBusy(false);
    if (result.ok) {
      toast('success', t('coupons.deleted', { code: coupon.couponCode }));
      navigate('/provider/coupons');
    } else refusal(result.error);
  };

  const status = coupon ? couponStatus(coupon) : null;
  return (
    <div className="stack">
      <div className="toolbar">
        <Link to="/provider/coupons">{t('coupons.backToList')}</Link>
        <span className="spacer" />
        {status ? <Badge tone={status === 'Active' ? 'success' : status === 'Passed' ? 'warning' : 'muted'}>{t(`coupons.statuses.${status}`)}</Badge> : null}
        {coupon ? <span className="muted">{usageText(t, coupon)}</span> : null}
      </div>
      {usedByOrders ? (
        <p className="alert alert-warning" role="status">
          {t('coupons.usedReadOnly')}
        </p>
      ) : null}
      <form className="card" onSubmit={(e) => void save(e)} aria-label={coupon ? t('titles.couponEdit') : t('titles.couponNew')} noValidate>
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <CouponFields values={form.values} set={form.set} errors={form.errors} existing={Boolean(coupon)} />
        </fieldset>
        <FormFooter message={form.message} />
        {readOnly ? null : (
          <div className="form-actions">
            <Button kind="primary" type="submit" busy={busy}>
              {t('common:save')}
            </Button>
            <Button onClick={() => navigate('/provider/coupons')}>{t('common:cancel')}</Button>
            <span className="spacer" />
            {coupon ? (
              <Button kind="danger" onClick={() => void remove()} disabled={busy}>
                {t('delete')}
              </Button>
            ) : null}
          </div>
        )}
      </form>
      {coupon ? <SubCoupons couponId={coupon.id} count={coupon.subCouponsCount} /> : null}
    </div>
  );
}
