import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { MAX_TICKETS_PER_ORDER } from '@pos/shared/pricing/order-rules';
import { discountAmountOf, type Discount } from '@pos/shared/pricing/calculate-order';
import { Button, SelectField } from '../../../ui/components';
import { formatDate, formatTime, today } from '../../../ui/format';
import { useCan, useStation } from '../../state/station';
import { removeLine, updateLine, type CartLine } from '../../state/cart';
import { Field, MoneyField } from '../../components/fields';
import { listSlots, type SlotHit } from '../../core/station';

/**
 * The selected line's edits, each behind its permission: unit price (34), discount (35, up to the
 * cashier's maximum), slot (36). Quantity is always editable within 1..1000 (R-ORD-15).
 */
export function LineEditor({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const mayPrice = useCan(Permission.ChangeUnitPrice);
  const mayDiscount = useCan(Permission.CashierChangeDiscount);
  const maySlot = useCan(Permission.CashierEditSlot);
  const maxPercent = useStation((s) => s.user?.maxDiscountPercent ?? null);
  const [percentText, setPercentText] = useState(line.discount?.kind === 'percent' ? String(line.discount.percentBp / 100) : '');
  const [discountError, setDiscountError] = useState<string | undefined>();
  useEffect(() => {
    setPercentText(line.discount?.kind === 'percent' ? String(line.discount.percentBp / 100) : '');
    setDiscountError(undefined);
  }, [line.key, line.discount]);

  const applyDiscount = (discount: Discount | null) => {
    const gross = line.quantity * line.unitPrice;
    const amount = discountAmountOf(gross, discount);
    if (amount === null) return setDiscountError(t('errors.invalid-discount'));
    // Cashier limit (000 §6): the maximum discount, in percent of the line.
    if (maxPercent !== null && gross > 0 && amount * 100 > gross * maxPercent) return setDiscountError(t('sell.discountOverMax', { max: maxPercent }));
    setDiscountError(undefined);
    updateLine(line.key, { discount });
  };

  return (
    <div className="stack line-editor" data-testid="line-editor">
      <div className="row">
        <Field
          label={t('sell.quantity')}
          name="lineQuantity"
          inputMode="numeric"
          dir="ltr"
          value={String(line.quantity)}
          onChange={(e) => {
            const n = Number(e.target.value.replace(/\D/g, ''));
            if (n >= 1 && n <= MAX_TICKETS_PER_ORDER) updateLine(line.key, { quantity: n });
          }}
        />
        {mayPrice ? <MoneyField label={t('sell.unitPrice')} name="unitPrice" value={line.unitPrice} onChange={(v) => v !== null && v >= 0 && updateLine(line.key, { unitPrice: v })} /> : null}
        {mayDiscount ? (
          <Field
            label={maxPercent !== null ? t('sell.discountPercentMax', { max: maxPercent }) : t('sell.discountPercent')}
            name="discountPercent"
            inputMode="decimal"
            dir="ltr"
            value={percentText}
            error={discountError}
            onChange={(e) => {
              setPercentText(e.target.value);
              const text = e.target.value.trim();
              if (!text) return applyDiscount(null);
              const percent = Number(text);
              if (!Number.isFinite(percent) || !/^\d{1,3}(\.\d{1,2})?$/.test(text)) return setDiscountError(t('errors.invalid-discount'));
              applyDiscount(percent === 0 ? null : { kind: 'percent', percentBp: Math.round(percent * 100) });
            }}
          />
        ) : null}
      </div>
      {maySlot && line.slotId !== null ? <SlotChange line={line} /> : null}
      <div className="actions">
        <Button kind="danger" onClick={() => removeLine(line.key)}>
          {t('sell.removeLine')}
        </Button>
      </div>
    </div>
  );
}

function SlotChange({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const [slots, setSlots] = useState<SlotHit[] | null>(null);
  useEffect(() => {
    let live = true;
    void listSlots({ productId: line.productId, from: today(), days: 14 }).then((a) => live && a.ok && setSlots(a.data));
    return () => {
      live = false;
    };
  }, [line.productId]);
  if (!slots) return null;
  const value = `${line.slotId}|${line.date}`;
  return (
    <SelectField
      label={t('sell.changeSlot')}
      name="slot"
      value={value}
      options={slots.map((s) => ({ value: `${s.slotId}|${s.date}`, label: `${formatDate(s.date)} ${formatTime(s.startTime)} (${s.remaining ?? '∞'})` }))}
      onChange={(e) => {
        const chosen = slots.find((s) => `${s.slotId}|${s.date}` === e.target.value);
        if (chosen) updateLine(line.key, { slotId: chosen.slotId, date: chosen.date, startTime: chosen.startTime });
      }}
    />
  );
}
