import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../ui/api';
import { toast } from '../ui/notices';
import { navigate } from '../ui/router';

/**
 * "Find order" of the menu (000 §2): an order number or an e-mail goes to GET order/find-by; one
 * match opens the order, several open the list; anything else searches the list by keyword.
 */
export function FindOrder() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    const query = /^\d{1,10}$/.test(value) ? { orderNumber: value } : value.includes('@') ? { email: value } : null;
    if (!query) {
      navigate(`/orders?keyword=${encodeURIComponent(value)}`);
      return;
    }
    setBusy(true);
    const result = await call('GET /api/order/find-by', { query });
    setBusy(false);
    if (!result.ok) return;
    setText('');
    if (result.data.length === 1) navigate(`/order/${result.data[0]!.id}`);
    else if (result.data.length === 0) toast('info', t('findOrder.none'));
    else navigate(`/orders?${new URLSearchParams(query.orderNumber ? { orderNumber: value } : { keyword: value }).toString()}`);
  };
  return (
    <form className="find-order" role="search" onSubmit={submit}>
      <input type="search" aria-label={t('menu.findOrder')} placeholder={t('menu.findOrder')} value={text} disabled={busy} onChange={(e) => setText(e.target.value)} />
    </form>
  );
}
