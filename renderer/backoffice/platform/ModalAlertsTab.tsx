import { useTranslation } from 'react-i18next';
import { Button, DateField, SelectField, TextArea, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { formatDate, today as todayIso } from '../../ui/format';
import { call } from '../../ui/api';
import { confirmDialog } from '../../ui/notices';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import { ListTable } from './ListTable';

/** The platform's modal alerts: a notice shown to every provider's users, or one provider's, between two dates, until each user closes it (C009). */
export function ModalAlertsTab() {
  const { t } = useTranslation();
  const list = useApi(() => call('GET /api/platform/modal-alerts'), []);
  const providers = useApi(() => call('GET /api/platform/providers'), []);
  const today = todayIso();
  const form = useForm({ title: '', body: '', providerId: '', fromDate: today, toDate: today });
  const v = form.values;

  const add = async () => {
    const saved = await form.save('POST /api/platform/modal-alerts', { body: { title: v.title, body: v.body, providerId: v.providerId ? Number(v.providerId) : null, fromDate: v.fromDate, toDate: v.toDate } }, { success: t('platform.alerts.saved') });
    if (saved) {
      form.setValues({ title: '', body: '', providerId: '', fromDate: today, toDate: today });
      list.reload();
    }
  };
  const remove = async (id: number, title: string) => {
    if (!(await confirmDialog(t('platform.alerts.confirmDelete', { title })))) return;
    if ((await call('POST /api/platform/modal-alerts/{id}/delete', { params: { id } })).ok) list.reload();
  };

  return (
    <section className="stack" aria-label={t('platform.tabs.alerts')}>
      <form
        className="card stack"
        aria-label={t('platform.alerts.new')}
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <h2>{t('platform.alerts.new')}</h2>
        <div className="form-grid">
          <TextField label={t('platform.alerts.title')} name="alertTitle" required value={v.title} error={form.errors.title} onChange={(e) => form.set('title', e.target.value)} />
          <SelectField
            label={t('platform.alerts.provider')}
            name="alertProvider"
            value={v.providerId}
            error={form.errors.providerId}
            options={[{ value: '', label: t('platform.alerts.everyProvider') }, ...(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))]}
            onChange={(e) => form.set('providerId', e.target.value)}
          />
          <DateField label={t('platform.alerts.from')} name="alertFrom" required value={v.fromDate} error={form.errors.fromDate} onChange={(d) => form.set('fromDate', d)} />
          <DateField label={t('platform.alerts.to')} name="alertTo" required value={v.toDate} error={form.errors.toDate} onChange={(d) => form.set('toDate', d)} />
        </div>
        <TextArea label={t('platform.alerts.body')} name="alertBody" required value={v.body} error={form.errors.body} onChange={(e) => form.set('body', e.target.value)} />
        <FormFooter message={form.message} />
        <div>
          <Button kind="primary" type="submit" busy={form.busy}>
            {t('platform.alerts.add')}
          </Button>
        </div>
      </form>
      <ListTable
        list={list}
        empty={t('platform.alerts.none')}
        head={
          <tr>
            <th>{t('platform.alerts.title')}</th>
            <th>{t('platform.alerts.provider')}</th>
            <th>{t('platform.alerts.dates')}</th>
            <th>{t('platform.alerts.dismissed')}</th>
            <th />
          </tr>
        }
      >
        {(items) =>
          items.map((a) => (
            <tr key={a.id} data-alert={a.id}>
              <td dir="auto">
                <strong>{a.title}</strong>
                <div className="muted">{a.body}</div>
              </td>
              <td>{a.providerName ?? t('platform.alerts.everyProvider')}</td>
              <td>
                <bdi dir="ltr">
                  {formatDate(a.fromDate)} – {formatDate(a.toDate)}
                </bdi>
              </td>
              <td className="num">{a.dismissed}</td>
              <td>
                <Button kind="danger" onClick={() => void remove(a.id, a.title)}>
                  {t('platform.alerts.delete')}
                </Button>
              </td>
            </tr>
          ))
        }
      </ListTable>
    </section>
  );
}
