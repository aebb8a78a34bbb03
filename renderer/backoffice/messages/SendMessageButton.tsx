import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { Button } from '../../ui/components';
import { useCan } from '../session';
import { SendMessageDialog, type SendTarget } from './SendMessageDialog';

/** "Send a message" where orders are shown (the order page): opens the send dialog for them; sending needs EditOrders. */
export function SendMessageButton({ target }: { target: SendTarget }) {
  const { t } = useTranslation();
  // Orders' customers need EditOrders; CRM customers need CrmCustomerEdit (44), as the server asks (C272-C275).
  const canSend = useCan(target.kind === 'crm-customers' || target.kind === 'crm-leads' ? Permission.CrmCustomerEdit : Permission.EditOrders);
  const [open, setOpen] = useState(false);
  if (!canSend) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('sendMessage.open')}</Button>
      {open ? <SendMessageDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
