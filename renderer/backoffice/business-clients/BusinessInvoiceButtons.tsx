import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components';
import { useSession } from '../session';
import { mayIssue, type BusinessInvoiceKind } from './business-invoice-form';
import { BusinessInvoiceDialog, type InvoiceTarget } from './BusinessInvoiceDialog';

const KINDS: readonly BusinessInvoiceKind[] = ['invoice', 'proforma'];

/**
 * "New invoice" and "New proforma" for a business client, on its page or on one of its orders
 * (R-PERM-11: each offered only with its permission; the server refuses it too). `named`: the
 * label names the client (on an order, beside the order's own new invoice).
 */
export function BusinessInvoiceButtons({ target, onIssued, disabled, named = false }: { target: InvoiceTarget; onIssued(): void; disabled?: { invoice?: string | undefined }; named?: boolean }) {
  const { t } = useTranslation();
  const permissions = useSession((s) => s.permissions);
  const [open, setOpen] = useState<BusinessInvoiceKind | null>(null);
  const offered = KINDS.filter((k) => mayIssue(k, permissions));
  if (offered.length === 0) return null;
  return (
    <>
      {offered.map((k) => {
        const reason = k === 'invoice' ? disabled?.invoice : undefined;
        return (
          <Button key={k} onClick={() => setOpen(k)} disabled={reason !== undefined} title={reason} data-testid={`new-business-${k}`}>
            {named ? t(`businessInvoice.newFor.${k}`, { name: target.clientName }) : t(`businessInvoice.new.${k}`)}
          </Button>
        );
      })}
      {open ? <BusinessInvoiceDialog kind={open} target={target} onClose={() => setOpen(null)} onIssued={onIssued} /> : null}
    </>
  );
}
