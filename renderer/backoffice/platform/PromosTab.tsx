import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_SIZE } from '@pos/shared/api/platform';
import { call } from '../../ui/api';
import { Badge, Button, DateField, TextField } from '../../ui/components';
import { formatDateRange } from '../../ui/format';
import { useApi } from '../../ui/use-api';
import { ListTable } from './ListTable';
import { readFileAsDataUrl } from '../registration/read-file';

/** Promo management: banners with their desktop and mobile pictures (R-FILE-7: best 1280x250 and 350x220). */
export function PromosTab() {
  const { t } = useTranslation();
  const list = useApi(() => call('GET /api/platform/promos'), []);
  const [draft, setDraft] = useState({ title: '', fromDate: '', toDate: '' });
  const [desktop, setDesktop] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    // A size other than the best asks first (the server's warning, confirmed in a dialog).
    const result = await call('POST /api/platform/promos', { body: { ...draft, desktopImage: desktop, mobileImage: mobile || null }, quiet: true });
    setBusy(false);
    if (result.ok) {
      setDraft({ title: '', fromDate: '', toDate: '' });
      setErrors({});
      list.reload();
    } else if (result.error.code !== 'warning-declined') setErrors(result.error.fieldErrors ?? { title: result.error.message });
  };

  return (
    <section className="stack" aria-label={t('platform.tabs.promos')}>
      <form className="card" onSubmit={save} aria-label={t('platform.promos.new')}>
        <h2>{t('platform.promos.new')}</h2>
        <div className="grid">
          <TextField label={t('platform.promos.title')} name="title" value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} error={errors.title} />
          <DateField label={t('platform.promos.from')} name="fromDate" value={draft.fromDate} onChange={(fromDate) => setDraft({ ...draft, fromDate })} error={errors.fromDate} />
          <DateField label={t('platform.promos.to')} name="toDate" value={draft.toDate} onChange={(toDate) => setDraft({ ...draft, toDate })} error={errors.toDate} />
          <label className="field">
            <span>{t('platform.promos.desktop', BANNER_SIZE.desktop)}</span>
            <input type="file" name="desktopImage" accept="image/png,image/jpeg,image/webp" onChange={(e) => e.target.files?.[0] && void readFileAsDataUrl(e.target.files[0]).then(setDesktop)} />
            {errors.desktopImage ? <span className="field-error">{errors.desktopImage}</span> : null}
          </label>
          <label className="field">
            <span>{t('platform.promos.mobile', BANNER_SIZE.mobile)}</span>
            <input type="file" name="mobileImage" accept="image/png,image/jpeg,image/webp" onChange={(e) => e.target.files?.[0] && void readFileAsDataUrl(e.target.files[0]).then(setMobile)} />
            {errors.mobileImage ? <span className="field-error">{errors.mobileImage}</span> : null}
          </label>
        </div>
        <div className="form-actions">
          <Button kind="primary" type="submit" busy={busy} disabled={!desktop}>
            {t('common:save')}
          </Button>
        </div>
      </form>
      <ListTable
        list={list}
        empty={t('platform.promos.none')}
        head={
          <tr>
            <th>{t('platform.promos.title')}</th>
            <th>{t('platform.promos.dates')}</th>
            <th>{t('platform.promos.sizes')}</th>
          </tr>
        }
      >
        {(items) =>
          items.map((p) => {
            const best = p.desktopWidth === BANNER_SIZE.desktop.width && p.desktopHeight === BANNER_SIZE.desktop.height && (p.mobileWidth === null || (p.mobileWidth === BANNER_SIZE.mobile.width && p.mobileHeight === BANNER_SIZE.mobile.height));
            return (
              <tr key={p.id}>
                <td>{p.title}</td>
                <td>
                  {formatDateRange(p.fromDate, p.toDate)}
                </td>
                <td>
                  <span className="mono">
                    {p.desktopWidth}x{p.desktopHeight}
                    {p.mobileWidth ? ` / ${p.mobileWidth}x${p.mobileHeight}` : ''}
                  </span>{' '}
                  {best ? null : <Badge tone="warning">{t('platform.promos.notBest')}</Badge>}
                </td>
              </tr>
            );
          })
        }
      </ListTable>
    </section>
  );
}
