import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { MAX_TICKETS_PER_ORDER } from '@pos/shared/pricing/order-rules';
import { Button, SelectField } from '../../../ui/components';
import { addDays, formatDate, formatTime } from '../../../ui/format';
import { zoneDate } from '../../state/zone';
import { useCan, useUser } from '../../state/station';
import { removeLine, updateLine, type CartLine } from '../../state/cart';
import { Field, MoneyField } from '../../components/fields';
import { send } from '../../core/send';
import type { SlotOccurrenceView } from '../../core/handlers';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * The selected line's edits, each behind its permission: unit price (34), discount (35; the core
 * holds it to the cashier's maximum), slot (36). Quantity is always editable within 1..1000 (R-ORD-15).
 */
export function LineEditor({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const mayPrice = useCan(Permission.ChangeUnitPrice);
  const mayDiscount = useCan(Permission.CashierChangeDiscount);
  const maySlot = useCan(Permission.CashierEditSlot);
  const maxPercent = useUser()?.maxDiscountPercent ?? null;
  // The quantity as typed: it may be empty for a moment (clearing the last digit to type another), the line keeps its last valid quantity.
  const [quantityText, setQuantityText] = useState(String(line.quantity));
  useEffect(() => {
    setQuantityText((text) => (Number(text) === line.quantity ? text : String(line.quantity)));
  }, [line.key, line.quantity]);
  const [percentText, setPercentText] = useState(line.discountPercent ? String(line.discountPercent) : '');
  const [percentError, setPercentError] = useState<string | undefined>();
  useEffect(() => {
    setPercentText(line.discountPercent ? String(line.discountPercent) : '');
    setPercentError(undefined);
  }, [line.key, line.discountPercent]);

  return (
    <div className="stack line-editor" data-testid="line-editor">
      <div className="row">
        <Field
          label={t('sell.quantity')}
          name="lineQuantity"
          inputMode="numeric"
          dir="ltr"
          value={quantityText}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '');
            setQuantityText(digits);
            const n = Number(digits);
            if (digits && n >= 1 && n <= MAX_TICKETS_PER_ORDER) updateLine(line.key, { quantity: n });
          }}
          onBlur={() => setQuantityText(String(line.quantity))}
        />
        {mayPrice ? <MoneyField label={t('sell.unitPrice')} name="unitPrice" value={line.unitPrice ?? line.listUnitPrice} onChange={(v) => v !== null && v >= 0 && updateLine(line.key, { unitPrice: v === line.listUnitPrice ? undefined : v })} /> : null}
        {mayDiscount ? (
          <Field
            label={t('sell.discountPercent')}
            hint={maxPercent !== null ? t('sell.discountMax', { max: maxPercent }) : undefined}
            name="discountPercent"
            inputMode="decimal"
            dir="ltr"
            value={percentText}
            error={percentError}
            onChange={(e) => {
              setPercentText(e.target.value);
              const text = e.target.value.trim();
              if (!text) {
                setPercentError(undefined);
                return updateLine(line.key, { discountPercent: undefined });
              }
              const percent = Number(text);
              if (!PERCENT.test(text) || percent > 100) return setPercentError(t('errors.invalid-discount'));
              if (maxPercent !== null && percent > maxPercent) return setPercentError(t('errors.discount-over-limit'));
              setPercentError(undefined);
              updateLine(line.key, { discountPercent: percent || undefined });
            }}
          />
        ) : null}
      </div>
      <div className="row">
        {maySlot && line.slotId !== null ? <SlotChange line={line} /> : null}
        <Button kind="danger" onClick={() => removeLine(line.key)}>
          {t('sell.removeLine')}
        </Button>
      </div>
    </div>
  );
}

function SlotChange({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const [slots, setSlots] = useState<SlotOccurrenceView[] | null>(null);
  useEffect(() => {
    let live = true;
    const from = zoneDate();
    void send('product-slots', { productId: line.productId, from, to: addDays(from, 13) }).then((a) => live && a.ok && setSlots(a.data.filter((o) => !o.past)));
    return () => {
      live = false;
    };
  }, [line.productId]);
  if (!slots) return null;
  return (
    <SelectField
      label={t('sell.changeSlot')}
      name="slot"
      value={`${line.slotId}|${line.date}`}
      options={slots.map((s) => ({ value: `${s.slotId}|${s.date}`, label: `${formatDate(s.date)} ${formatTime(s.startTime)} (${s.available ?? '∞'})` }))}
      onChange={(e) => {
        const chosen = slots.find((s) => `${s.slotId}|${s.date}` === e.target.value);
        if (chosen) updateLine(line.key, { slotId: chosen.slotId, date: chosen.date, startTime: chosen.startTime });
      }}
    />
  );
}
