import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { Button, Modal } from '../../../ui/components';
import { toast } from '../../../ui/notices';
import { formatDate, formatTime } from '../../../ui/format';
import { useHotkeys } from '../../keys/hotkeys';
import { useCan } from '../../state/station';
import { startReserved } from '../../state/cart';
import { go } from '../../state/nav';
import { send } from '../../core/send';
import { errorText } from '../../core/errors';
import type { ScannedOrder } from '../../core/handlers';
import { admittedCount, arrivalText, statusText } from '../../scan/scan-texts';

/**
 * A scanned ticket or order code at the sell screen: the order with its number, status, tickets
 * and arrival. A reserved order not paid yet can be opened to pay it here (F4, as F8 would).
 */
export function ScannedOrderDialog({ order, onClose }: { order: ScannedOrder; onClose(): void }) {
  const { t } = useTranslation();
  const mayReserved = useCan(Permission.CashierReservedOrders);
  const canOpen = mayReserved && order.reservedOrderId !== null && order.status !== 'CN';
  const { scanned, total } = admittedCount(order);

  const open = async () => {
    if (!canOpen) return;
    const answer = await send('reserved-search', { query: String(order.orderNumber ?? order.orderUuid) });
    if (!answer.ok) return toast('error', errorText(answer.error));
    const reserved = answer.data.find((o) => o.id === order.reservedOrderId);
    if (!reserved) return toast('warning', t('scan.reservedNotFound'));
    if (reserved.balance <= 0) return toast('info', t('scan.orderPaid'));
    onClose();
    startReserved(reserved);
    go({ name: 'pay' });
  };

  useHotkeys(
    [
      { key: 'F4', label: 'keys.payOrder', run: () => void open(), disabled: !canOpen, hidden: !canOpen },
      { key: 'Enter', label: 'keys.close', run: onClose },
      { key: 'Escape', label: 'keys.close', run: onClose },
    ],
    { modal: true },
  );

  const title = order.orderNumber !== null ? t('scan.orderTitle', { number: order.orderNumber }) : t('scan.orderTitleNoNumber');
  return (
    <Modal
      title={title}
      onClose={onClose}
      wide
      footer={
        <>
          {canOpen ? (
            <Button kind="primary" onClick={() => void open()} data-testid="open-scanned-order">
              {t('scan.openToPay')} <kbd dir="ltr">F4</kbd>
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('keys.close')}</Button>
        </>
      }
    >
      <div data-testid="scanned-order" data-order-number={order.orderNumber ?? ''} data-order-uuid={order.orderUuid}>
        <dl className="amounts">
          <dt>{t('scan.statusLabel')}</dt>
          <dd data-testid="scanned-status">{statusText(order.status)}</dd>
          <dt>{t('scan.lead')}</dt>
          <dd>{order.leadName || '—'}</dd>
          <dt>{t('scan.arrivalLabel')}</dt>
          <dd data-testid="scanned-arrival">
            {arrivalText(order.arrivalConfirmation)} · {t('scan.admittedOf', { scanned, total })}
          </dd>
        </dl>
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('sell.item')}</th>
              <th>{t('sell.date')}</th>
              <th className="end">{t('sell.quantity')}</th>
              <th>{t('scan.scannedColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {order.tickets.map((ticket) => (
              <tr key={ticket.code} data-ticket={ticket.ticketNo} data-scanned={ticket.scanned ? 'yes' : 'no'}>
                <td className="num">{ticket.ticketNo}</td>
                <td>
                  <strong>{ticket.productName}</strong> · {ticket.customerTypeName}
                </td>
                <td>
                  <span className="num">{formatDate(ticket.date)}</span> {ticket.startTime ? <span className="num">{formatTime(ticket.startTime)}</span> : null}
                </td>
                <td className="end num">{ticket.quantity}</td>
                <td>{ticket.scanned ? t('scan.scannedYes') : t('scan.scannedNo')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
