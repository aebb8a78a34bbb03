import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@pos/shared/languages';
import { Button, SelectField } from '../../ui/components';
import { toast } from '../../ui/notices';
import { currentLanguage } from '../../i18n';
import { useHotkeys } from '../keys/hotkeys';
import { useStation } from '../state/station';
import { Field } from '../components/fields';
import { chooseLanguage, listPrinters, pair, removePrinter, savePrinter, testPrinter, type Printer } from '../core/station';
import { errorText, fieldErrorsOf } from '../core/errors';

/**
 * Station settings: pair with the server by the code made in the back office (cashier station),
 * the server address, the language, the printers.
 */
export function SettingsScreen() {
  const { t } = useTranslation();
  const s = useStation();
  return (
    <div className="screen-narrow stack">
      <div className="screen-title">
        <h1>{t('settings.title')}</h1>
      </div>
      {s.paired ? <StationCard /> : null}
      <PairingForm repair={s.paired} />
      <LanguageCard />
      {s.paired ? <PrintersCard /> : null}
    </div>
  );
}

function StationCard() {
  const { t } = useTranslation();
  const s = useStation();
  return (
    <section className="panel" data-testid="station-card">
      <h2>{t('settings.station')}</h2>
      <dl className="amounts">
        <dt>{t('settings.stationName')}</dt>
        <dd>{s.stationName}</dd>
        <dt>{t('settings.stationNumber')}</dt>
        <dd className="num">{s.stationNumber}</dd>
        <dt>{t('settings.serverUrl')}</dt>
        <dd dir="ltr">{s.serverUrl}</dd>
        <dt>{t('settings.connection')}</dt>
        <dd>{s.online ? t('settings.connected') : t('settings.disconnected')}</dd>
      </dl>
    </section>
  );
}

function PairingForm({ repair }: { repair: boolean }) {
  const { t } = useTranslation();
  const known = useStation((s) => s.serverUrl);
  const [serverUrl, setServerUrl] = useState(known ?? defaultServerUrl());
  const [code, setCode] = useState('');
  const [cashierIdentifier, setCashierIdentifier] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(!repair);

  const submit = async () => {
    if (busy) return;
    const next: Record<string, string> = {};
    if (!/^https?:\/\/\S+$/.test(serverUrl.trim())) next.serverUrl = t('settings.serverUrlInvalid');
    if (!code.trim()) next.code = t('settings.codeRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setMessage(null);
    const answer = await pair({ serverUrl: serverUrl.trim(), code: code.trim(), cashierIdentifier: cashierIdentifier.trim() || undefined });
    setBusy(false);
    if (!answer.ok) {
      setErrors(fieldErrorsOf(answer.error));
      setMessage(errorText(answer.error));
      return;
    }
    setCode('');
    toast('success', t('settings.paired'));
  };

  useHotkeys([{ key: 'Enter', label: 'keys.pair', run: () => void submit(), disabled: !open }]);

  if (!open) {
    return (
      <section className="panel">
        <Button onClick={() => setOpen(true)}>{t('settings.repair')}</Button>
      </section>
    );
  }
  return (
    <form
      className="panel"
      data-testid="pairing-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>{repair ? t('settings.repair') : t('settings.pairTitle')}</h2>
      <p className="muted">{t('settings.pairHelp')}</p>
      <Field label={t('settings.serverUrl')} name="serverUrl" dir="ltr" inputMode="url" value={serverUrl} error={errors.serverUrl} onChange={(e) => setServerUrl(e.target.value)} />
      <Field label={t('settings.code')} name="code" dir="ltr" autoFocus autoComplete="off" value={code} error={errors.code} onChange={(e) => setCode(e.target.value)} />
      <Field label={t('settings.cashierIdentifier')} name="cashierIdentifier" dir="ltr" hint={t('settings.cashierIdentifierHint')} value={cashierIdentifier} error={errors.cashierIdentifier} onChange={(e) => setCashierIdentifier(e.target.value)} />
      {message ? (
        <p className="error-text" role="alert">
          {message}
        </p>
      ) : null}
      <div className="actions">
        <Button kind="primary" type="submit" className="btn btn-primary btn-big" busy={busy}>
          {t('settings.pair')}
        </Button>
      </div>
    </form>
  );
}

/** In a browser the page usually comes from the station host; the sync server is the usual default port. */
function defaultServerUrl(): string {
  return 'http://127.0.0.1:8080';
}

function LanguageCard() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(currentLanguage());
  return (
    <section className="panel">
      <SelectField
        label={t('settings.language')}
        name="language"
        value={language}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))}
        onChange={(e) => {
          const next = e.target.value as Language;
          setLanguage(next);
          void chooseLanguage(next);
        }}
      />
    </section>
  );
}

const PRINTER_KINDS = ['network', 'virtual'] as const;
const PRINTER_ROLES = ['receipt', 'ticket', 'report'] as const;

function PrintersCard() {
  const { t } = useTranslation();
  const [printers, setPrinters] = useState<Printer[] | null>(null);
  const [draft, setDraft] = useState<Printer | null>(null);
  const load = async () => {
    const answer = await listPrinters();
    if (answer.ok) setPrinters(answer.data);
    else toast('error', errorText(answer.error));
  };
  useEffect(() => {
    void load();
  }, []);

  const save = async () => {
    if (!draft) return;
    const answer = await savePrinter(draft);
    if (!answer.ok) return toast('error', errorText(answer.error));
    setDraft(null);
    await load();
  };

  return (
    <section className="panel" data-testid="printers">
      <div className="screen-title">
        <h2>{t('settings.printers')}</h2>
        <span className="spacer" />
        <Button onClick={() => setDraft({ id: '', name: '', kind: 'network', address: '', role: 'receipt', paperWidth: 80 })}>{t('settings.addPrinter')}</Button>
      </div>
      {printers === null ? null : printers.length === 0 ? (
        <p className="muted">{t('settings.noPrinters')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('settings.printerName')}</th>
              <th>{t('settings.printerRole')}</th>
              <th>{t('settings.printerAddress')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {printers.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
                <td>{t(`settings.roles.${p.role}`)}</td>
                <td dir="ltr">{p.kind === 'virtual' ? t('settings.kinds.virtual') : p.address}</td>
                <td className="end">
                  <div className="actions" style={{ marginBlockStart: 0 }}>
                    <Button onClick={() => void testPrinter(p.id).then((a) => toast(a.ok ? 'success' : 'error', a.ok ? t('settings.testSent') : errorText(a.error)))}>{t('settings.testPrint')}</Button>
                    <Button onClick={() => setDraft(p)}>{t('settings.edit')}</Button>
                    <Button kind="danger" onClick={() => void removePrinter(p.id).then(load)}>
                      {t('settings.remove')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {draft ? (
        <div className="stack" data-testid="printer-form">
          <div className="row">
            <Field label={t('settings.printerName')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            <SelectField label={t('settings.printerKind')} value={draft.kind} options={PRINTER_KINDS.map((k) => ({ value: k, label: t(`settings.kinds.${k}`) }))} onChange={(e) => setDraft({ ...draft, kind: e.target.value })} />
          </div>
          <div className="row">
            {draft.kind === 'network' ? <Field label={t('settings.printerAddress')} dir="ltr" placeholder="192.168.1.50:9100" value={draft.address ?? ''} onChange={(e) => setDraft({ ...draft, address: e.target.value })} /> : null}
            <SelectField label={t('settings.printerRole')} value={draft.role} options={PRINTER_ROLES.map((r) => ({ value: r, label: t(`settings.roles.${r}`) }))} onChange={(e) => setDraft({ ...draft, role: e.target.value })} />
          </div>
          <div className="actions">
            <Button kind="primary" onClick={() => void save()}>
              {t('common:save')}
            </Button>
            <Button onClick={() => setDraft(null)}>{t('common:cancel')}</Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
