import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@pos/shared/languages';
import { Button, SelectField } from '../../ui/components';
import { toast } from '../../ui/notices';
import { currentLanguage } from '../../i18n';
import { useStation } from '../state/station';
import { Field } from '../components/fields';
import { KeyForm } from '../components/KeyForm';
import { chooseLanguage, pair } from '../core/station';
import { send } from '../core/send';
import type { PrinterSetting, StationSettings } from '../core/handlers';
import { errorText, fieldErrorsOf } from '../core/errors';

/**
 * Station settings: pair with the server by the code made in the back office (cashier station),
 * the server address, the language, the printers.
 */
export function SettingsScreen() {
  const { t } = useTranslation();
  const paired = useStation((s) => s.status?.paired ?? false);
  const [settings, setSettings] = useState<StationSettings | null>(null);
  const load = async () => {
    const answer = await send('settings-get', {});
    if (answer.ok) setSettings(answer.data);
    else toast('error', errorText(answer.error));
  };
  useEffect(() => {
    void load();
  }, [paired]);
  return (
    <div className="screen-narrow stack">
      <div className="screen-title">
        <h1>{t('settings.title')}</h1>
      </div>
      {settings?.paired ? <StationCard settings={settings} /> : <PairingForm known={settings?.serverUrl ?? null} />}
      <LanguageCard />
      {settings?.paired ? <PrintersCard printers={settings.printers} onSaved={setSettings} /> : null}
    </div>
  );
}

function StationCard({ settings }: { settings: StationSettings }) {
  const { t } = useTranslation();
  const online = useStation((s) => s.linked && (s.status?.online ?? false));
  return (
    <section className="panel" data-testid="station-card">
      <h2>{t('settings.station')}</h2>
      <dl className="amounts">
        <dt>{t('settings.stationName')}</dt>
        <dd>{settings.station?.name}</dd>
        <dt>{t('settings.stationNumber')}</dt>
        <dd className="num">{settings.station?.number}</dd>
        <dt>{t('settings.cashierIdentifier')}</dt>
        <dd dir="ltr">{settings.station?.cashierIdentifier}</dd>
        <dt>{t('settings.provider')}</dt>
        <dd>{settings.providerName}</dd>
        <dt>{t('settings.serverUrl')}</dt>
        <dd dir="ltr">{settings.serverUrl}</dd>
        <dt>{t('settings.deviceId')}</dt>
        <dd dir="ltr" className="num">{settings.deviceId}</dd>
        <dt>{t('settings.connection')}</dt>
        <dd>{online ? t('settings.connected') : t('settings.disconnected')}</dd>
      </dl>
      <p className="muted">{t('settings.pairedOnce')}</p>
    </section>
  );
}

function PairingForm({ known }: { known: string | null }) {
  const { t } = useTranslation();
  const [serverUrl, setServerUrl] = useState(known ?? defaultServerUrl());
  useEffect(() => {
    if (known) setServerUrl(known);
  }, [known]);
  const [code, setCode] = useState('');
  const [cashierIdentifier, setCashierIdentifier] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    const next: Record<string, string> = {};
    if (!/^https?:\/\/\S+$/.test(serverUrl.trim())) next.serverUrl = t('settings.serverUrlInvalid');
    if (!code.trim()) next.code = t('settings.codeRequired');
    if (!cashierIdentifier.trim()) next.cashierIdentifier = t('settings.cashierIdentifierRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setMessage(null);
    const answer = await pair({ serverUrl: serverUrl.trim(), code: code.trim(), cashierIdentifier: cashierIdentifier.trim() });
    setBusy(false);
    if (!answer.ok) {
      setErrors(fieldErrorsOf(answer.error));
      setMessage(errorText(answer.error));
      return;
    }
    setCode('');
    toast('success', t('settings.paired'));
  };

  return (
    <KeyForm className="panel" testId="pairing-form" enterLabel="keys.pair" submitLabel={t('settings.pair')} onSubmit={() => void submit()} error={message} busy={busy}>
      <h2>{t('settings.pairTitle')}</h2>
      <p className="muted">{t('settings.pairHelp')}</p>
      <Field label={t('settings.serverUrl')} name="serverUrl" dir="ltr" inputMode="url" value={serverUrl} error={errors.serverUrl} onChange={(e) => setServerUrl(e.target.value)} />
      <Field label={t('settings.code')} name="code" dir="ltr" autoFocus autoComplete="off" value={code} error={errors.code} onChange={(e) => setCode(e.target.value)} />
      <Field label={t('settings.cashierIdentifier')} name="cashierIdentifier" dir="ltr" hint={t('settings.cashierIdentifierHint')} value={cashierIdentifier} error={errors.cashierIdentifier} onChange={(e) => setCashierIdentifier(e.target.value)} />
    </KeyForm>
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

const PRINTER_KINDS = ['tcp', 'virtual', 'serial', 'usb'] as const;
const PRINTER_ROLES = ['receipt', 'ticket', 'report'] as const;
/** The station's paper sizes (settings-store PAPER_SIZES): rolls print ESC/POS, A4 is a PDF. */
const PAPER_SIZES = ['80mm', '58mm', 'A4'] as const satisfies readonly NonNullable<PrinterSetting['paper']>[];
/** @pos/printers PROFILES: the code pages and columns of a printer model. */
const PRINTER_PROFILES = ['generic-80mm', 'generic-80mm-42', 'generic-58mm', 'xprinter-80mm', 'raster-80mm'] as const satisfies readonly NonNullable<PrinterSetting['profile']>[];
const BAUD_RATES = [9600, 19200, 38400, 57600, 115200] as const;

function defaultProfile(paper: PrinterSetting['paper']): NonNullable<PrinterSetting['profile']> {
  return paper === '58mm' ? 'generic-58mm' : 'generic-80mm';
}

/** The station's printers (settings-save): which printer prints what, and how it is reached. */
function PrintersCard({ printers, onSaved }: { printers: PrinterSetting[]; onSaved(settings: StationSettings): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<{ index: number; printer: PrinterSetting } | null>(null);

  const save = async (next: PrinterSetting[]) => {
    const answer = await send('settings-save', { printers: next });
    if (!answer.ok) return toast('error', errorText(answer.error));
    setDraft(null);
    onSaved(answer.data);
  };

  return (
    <section className="panel" data-testid="printers">
      <div className="screen-title">
        <h2>{t('settings.printers')}</h2>
        <span className="spacer" />
        <Button onClick={() => setDraft({ index: printers.length, printer: { role: 'receipt', kind: 'tcp', address: '', paper: '80mm', profile: 'generic-80mm' } })}>{t('settings.addPrinter')}</Button>
      </div>
      {printers.length === 0 ? (
        <p className="muted">{t('settings.noPrinters')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('settings.printerRole')}</th>
              <th>{t('settings.printerPaper')}</th>
              <th>{t('settings.printerKind')}</th>
              <th>{t('settings.printerAddress')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {printers.map((p, i) => (
              <tr key={i}>
                <td>{t(`settings.roles.${p.role}`, { defaultValue: p.role })}</td>
                <td>{t(`settings.papers.${p.paper ?? '80mm'}`)}</td>
                <td>{p.paper === 'A4' ? '' : t(`settings.kinds.${p.kind}`)}</td>
                <td dir="ltr">{p.paper === 'A4' ? '' : p.address}</td>
                <td className="end">
                  <div className="actions tight">
                    <Button onClick={() => setDraft({ index: i, printer: p })}>{t('settings.edit')}</Button>
                    <Button kind="danger" onClick={() => void save(printers.filter((_, j) => j !== i))}>
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
            <SelectField label={t('settings.printerRole')} name="printerRole" value={draft.printer.role} options={PRINTER_ROLES.map((r) => ({ value: r, label: t(`settings.roles.${r}`) }))} onChange={(e) => setDraft({ ...draft, printer: { ...draft.printer, role: e.target.value } })} />
            <SelectField
              label={t('settings.printerPaper')}
              name="printerPaper"
              value={draft.printer.paper ?? '80mm'}
              options={PAPER_SIZES.map((p) => ({ value: p, label: t(`settings.papers.${p}`) }))}
              onChange={(e) => {
                const paper = e.target.value as NonNullable<PrinterSetting['paper']>;
                const profile = draft.printer.profile === defaultProfile(draft.printer.paper) ? defaultProfile(paper) : draft.printer.profile;
                setDraft({ ...draft, printer: { ...draft.printer, paper, profile } });
              }}
            />
          </div>
          {draft.printer.paper === 'A4' ? (
            <p className="muted" data-testid="a4-hint">
              {t('settings.a4Hint')}
            </p>
          ) : (
            <>
              <div className="row">
                <SelectField label={t('settings.printerKind')} name="printerKind" value={draft.printer.kind} options={PRINTER_KINDS.map((k) => ({ value: k, label: t(`settings.kinds.${k}`) }))} onChange={(e) => setDraft({ ...draft, printer: { ...draft.printer, kind: e.target.value as PrinterSetting['kind'] } })} />
                <SelectField
                  label={t('settings.printerProfile')}
                  name="printerProfile"
                  value={draft.printer.profile ?? defaultProfile(draft.printer.paper)}
                  options={PRINTER_PROFILES.map((p) => ({ value: p, label: t(`settings.profiles.${p}`) }))}
                  onChange={(e) => setDraft({ ...draft, printer: { ...draft.printer, profile: e.target.value as NonNullable<PrinterSetting['profile']> } })}
                />
              </div>
              <div className="row">
                <Field label={t('settings.printerAddress')} name="printerAddress" dir="ltr" placeholder={t(`settings.addressHint.${draft.printer.kind}`)} value={draft.printer.address} onChange={(e) => setDraft({ ...draft, printer: { ...draft.printer, address: e.target.value } })} />
                {draft.printer.kind === 'serial' ? (
                  <SelectField
                    label={t('settings.baudRate')}
                    name="printerBaudRate"
                    value={String(draft.printer.baudRate ?? 9600)}
                    options={BAUD_RATES.map((b) => ({ value: String(b), label: String(b) }))}
                    onChange={(e) => setDraft({ ...draft, printer: { ...draft.printer, baudRate: Number(e.target.value) } })}
                  />
                ) : null}
              </div>
            </>
          )}
          <div className="actions">
            <Button kind="primary" onClick={() => void save(Object.assign([...printers], { [draft.index]: { ...draft.printer, address: draft.printer.address.trim() } }))}>
              {t('common:save')}
            </Button>
            <Button onClick={() => setDraft(null)}>{t('common:cancel')}</Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
