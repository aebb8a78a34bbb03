import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessClientRow } from '@pos/shared/sync/streams';
import { send } from '../../core/send';
import { Field } from '../../components/fields';

/**
 * The business client a sale is for (issue 20): the clients the cashier may sell to (permission 31,
 * R-CASH-4 client types), from the station's replica, so it works offline. Type to search by name or
 * VAT number; arrows move, the list item clicked or highlighted is the one picked.
 */
export function BusinessClientPicker({ picked, onPick, error }: { picked: { id: number; name: string } | null; onPick(client: { id: number; name: string }): void; error?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [clients, setClients] = useState<BusinessClientRow[]>([]);
  const searchRef = useRef<HTMLInputElement>(null);
  // After a pick the search field has the focus again, so Enter saves the dialog (a focused button would take it).
  const pick = (c: BusinessClientRow) => {
    onPick({ id: c.id, name: c.name });
    searchRef.current?.focus();
  };
  useEffect(() => {
    let live = true;
    void send('business-clients-list', { search, limit: 8 }).then((answer) => {
      if (live && answer.ok) setClients(answer.data);
    });
    return () => {
      live = false;
    };
  }, [search]);

  const move = (step: number) => {
    if (clients.length === 0) return;
    const at = clients.findIndex((c) => c.id === picked?.id);
    const next = clients[(at + step + clients.length) % clients.length]!;
    onPick({ id: next.id, name: next.name });
  };

  return (
    <div className="stack" data-testid="business-client-picker">
      <Field
        label={t('businessClient.search')}
        inputRef={searchRef}
        name="businessClientSearch"
        value={search}
        autoFocus
        error={error}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            move(e.key === 'ArrowDown' ? 1 : -1);
          }
        }}
      />
      <div className="pay-methods" role="listbox" aria-label={t('businessClient.clients')}>
        {clients.length === 0 ? <p className="muted">{t('businessClient.none')}</p> : null}
        {clients.map((c) => (
          <button key={c.id} type="button" className="choice" role="option" aria-selected={picked?.id === c.id} aria-pressed={picked?.id === c.id} onClick={() => pick(c)}>
            <span className="title">{c.name}</span>
            {c.discounts.length > 0 ? <span className="muted">{t('businessClient.hasDiscounts')}</span> : null}
          </button>
        ))}
      </div>
    </div>
  );
}
