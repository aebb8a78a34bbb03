import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { LANGUAGES, type Language } from '@pos/shared/languages';
import { CUSTOMER_KEYS, ORDER_KEYS, TEMPLATE_LIMITS, type SendFilter, type SendOptions, type SendResult } from '@pos/shared/api/messages';
import type { LeadStatus } from '@pos/shared/api/crm';
import { call, describe, type ApiError, type ApiResult } from '../../ui/api';
import { Button, CheckboxField, ErrorBox, Modal, SelectField, Spinner, TextArea, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import './messages.css';

/**
 * Who a message goes to: the lead customers of these orders or of the orders the orders list's search
 * finds (C272), or everyone booked on a slot's occurrence (C275).
 */
export type SendTarget =
  | { kind: 'orders'; orderIds: number[]; label: string }
  | { kind: 'search'; filter: Static<typeof SendFilter>; label: string }
  | { kind: 'slot'; slotId: number; productId: number; date: string; label: string }
  | { kind: 'crm-customers'; filter: { customerIds?: number[]; keyword?: string }; label: string }
  | { kind: 'crm-leads'; filter: { leadIds?: number[]; status?: LeadStatus; active?: boolean; leadTypeId?: number; keyword?: string }; label: string };

type Options = Static<typeof SendOptions>;
type Sent = Static<typeof SendResult>;
/** What the server's confirm-send warning counts (the confirm step shows it). */
interface Counts {
  orders: number;
  /** Set for a send to CRM customers (C273, C274): the summary counts customers, not orders. */
  customers?: number;
  sms: number;
  email: number;
  withoutAddress: number;
}

/** The text's variant by the channels that carry anything (no "0 SMS"). */
const byChannels = (c: { sms: number; email: number }) => (c.sms > 0 && c.email > 0 ? 'Both' : c.sms > 0 ? 'Sms' : 'Email');
/** The summary's wording by the channels used (whole keys, so the translations test can find each). */
const SENT_TEXT = { Both: 'sendMessage.sentBoth', Sms: 'sendMessage.sentSms', Email: 'sendMessage.sentEmail' } as const;
const CONFIRM_TEXT = { Both: 'sendMessage.confirmBoth', Sms: 'sendMessage.confirmSms', Email: 'sendMessage.confirmEmail' } as const;
const SENT_TO_CUSTOMERS = { Both: 'sendMessage.sentCustomersBoth', Sms: 'sendMessage.sentCustomersSms', Email: 'sendMessage.sentCustomersEmail' } as const;
const CONFIRM_TO_CUSTOMERS = { Both: 'sendMessage.confirmCustomersBoth', Sms: 'sendMessage.confirmCustomersSms', Email: 'sendMessage.confirmCustomersEmail' } as const;
const isCrm = (target: SendTarget) => target.kind === 'crm-customers' || target.kind === 'crm-leads';

const countsOf = (error: ApiError): Counts => {
  const n = (key: keyof Counts) => (typeof error.extra?.[key] === 'number' ? (error.extra[key] as number) : 0);
  return { orders: n('orders'), customers: n('customers'), sms: n('sms'), email: n('email'), withoutAddress: n('withoutAddress') };
};

function send(target: SendTarget, options: Options, confirmed: boolean): Promise<ApiResult<Sent>> {
  // The dialog asks its own confirm step: the warning comes back as data, not as the app's popup.
  const opts = { quiet: true, noWarningConfirm: true } as const;
  if (target.kind === 'slot') return call('POST /api/sms-email/slot', { body: { slotId: target.slotId, productId: target.productId, slotStartDate: target.date, options, confirmed }, ...opts });
  if (target.kind === 'crm-customers') return call('POST /api/sms-email/crm-customer', { body: { filter: target.filter, options, confirmed }, ...opts });
  if (target.kind === 'crm-leads') return call('POST /api/sms-email/crm-customer-lead', { body: { filter: target.filter, options, confirmed }, ...opts });
  const filter = target.kind === 'orders' ? { orderIds: target.orderIds } : target.filter;
  return call('POST /api/sms-email/order', { body: { filter, options, confirmed }, ...opts });
}

/**
 * Sends a template, or a message written here, by SMS and/or e-mail to an order's customer or to
 * everyone on a slot: compose, then confirm the counts the server answers (confirm-send), then the
 * result with a way to the history. Placeholders (R-MSG-6) are filled per order by the server.
 */
export function SendMessageDialog({ target, onClose }: { target: SendTarget; onClose(): void }) {
  const { t } = useTranslation();
  const templates = useApi(() => call('GET /api/message-templates/ligth-list'), []);
  const [templateId, setTemplateId] = useState('');
  const [channels, setChannels] = useState({ sms: true, email: true });
  const [language, setLanguage] = useState('');
  const [own, setOwn] = useState({ subject: '', content: '', smsSenderName: '', fromEmail: '', rightToLeft: false });
  const [step, setStep] = useState<{ kind: 'compose' } | { kind: 'confirm'; counts: Counts } | { kind: 'sent'; sent: Sent }>({ kind: 'compose' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const chosen = templates.data?.find((x) => String(x.id) === templateId);
  const sms = channels.sms && (chosen ? chosen.smsEnabled : true);
  const email = channels.email && (chosen ? chosen.emailEnabled : true);
  const options: Options = chosen
    ? { templateId: chosen.id, sms, email, language: (language || undefined) as Language | undefined }
    : { ...own, sms, email, language: (language || undefined) as Language | undefined };

  const go = async (confirmed: boolean) => {
    setBusy(true);
    setError(null);
    const result = await send(target, options, confirmed);
    setBusy(false);
    if (result.ok) return setStep({ kind: 'sent', sent: result.data });
    if (result.error.code === 'confirm-send') return setStep({ kind: 'confirm', counts: countsOf(result.error) });
    setError(result.error);
    if (confirmed) setStep({ kind: 'compose' });
  };

  const fieldError = (field: string) => (error?.fieldErrors?.[field] ? t(`messageTemplates.rules.${field}`, { ...TEMPLATE_LIMITS }) : undefined);
  const title = t('sendMessage.title', { to: target.label });

  if (step.kind === 'sent') {
    const s = step.sent;
    return (
      <Modal title={title} onClose={onClose} footer={<Button kind="primary" onClick={onClose}>{t('common:close')}</Button>}>
        <div className="stack" role="status">
          <p className="send-summary">{t((isCrm(target) ? SENT_TO_CUSTOMERS : SENT_TEXT)[byChannels(s)], { sms: s.sms, email: s.email, orders: s.orders, customers: s.customers ?? 0 })}</p>
          {s.withoutAddress > 0 ? <p className="muted">{t('sendMessage.withoutAddress', { count: s.withoutAddress })}</p> : null}
          <Link to="/smshistory">{t('sendMessage.toHistory')}</Link>
        </div>
      </Modal>
    );
  }

  if (step.kind === 'confirm') {
    const c = step.counts;
    return (
      <Modal
        title={title}
        onClose={onClose}
        footer={
          <FormFooter message={error ? describe(error) : undefined}>
            <Button kind="primary" busy={busy} onClick={() => void go(true)}>
              {t('sendMessage.send')}
            </Button>
            <Button onClick={() => setStep({ kind: 'compose' })}>{t('sendMessage.back')}</Button>
          </FormFooter>
        }
      >
        <div className="stack">
          <p className="send-summary">{t((isCrm(target) ? CONFIRM_TO_CUSTOMERS : CONFIRM_TEXT)[byChannels(c)], { sms: c.sms, email: c.email, orders: c.orders, customers: c.customers ?? 0 })}</p>
          {c.withoutAddress > 0 ? <p className="muted">{t('sendMessage.withoutAddress', { count: c.withoutAddress })}</p> : null}
          {chosen ? <p>{t('sendMessage.withTemplate', { name: chosen.name })}</p> : <div className="message-preview" dir={own.rightToLeft ? 'rtl' : 'ltr'}>{own.subject}</div>}
        </div>
      </Modal>
    );
  }

  const shownError = error && !error.fieldErrors ? describe(error) : error ? error.message : undefined;
  return (
    <Modal
      title={title}
      onClose={onClose}
      wide
      footer={
        <FormFooter message={shownError}>
          <Button kind="primary" busy={busy} disabled={!templates.data || (!sms && !email)} onClick={() => void go(false)}>
            {t('sendMessage.continue')}
          </Button>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </FormFooter>
      }
    >
      {templates.error ? <ErrorBox message={templates.error.message} onRetry={templates.reload} /> : null}
      {!templates.data && !templates.error ? (
        <Spinner />
      ) : (
        <div className="stack">
          <SelectField
            label={t('sendMessage.template')}
            name="templateId"
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
            options={[{ value: '', label: t('sendMessage.ownText') }, ...(templates.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))]}
          />
          <fieldset className="channel-checks">
            <legend>{t('messageTemplates.channels')}</legend>
            <CheckboxField label={t('messages.sms')} name="sms" checked={sms} disabled={chosen ? !chosen.smsEnabled : false} onChange={(on) => setChannels({ ...channels, sms: on })} />
            <CheckboxField label={t('messages.email')} name="email" checked={email} disabled={chosen ? !chosen.emailEnabled : false} onChange={(on) => setChannels({ ...channels, email: on })} />
          </fieldset>
          <SelectField
            label={t('sendMessage.language')}
            name="language"
            value={language}
            hint={t('sendMessage.languageHint')}
            onChange={(e) => setLanguage(e.target.value)}
            options={[{ value: '', label: t('sendMessage.providerLanguage') }, ...LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))]}
          />
          {chosen ? null : (
            <>
              <CheckboxField label={t('messageTemplates.rightToLeft')} name="rightToLeft" checked={own.rightToLeft} onChange={(on) => setOwn({ ...own, rightToLeft: on })} />
              <TextField label={t('messageTemplates.subject')} name="subject" dir={own.rightToLeft ? 'rtl' : 'ltr'} value={own.subject} error={fieldError('subject')} onChange={(e) => setOwn({ ...own, subject: e.target.value })} />
              <TextArea
                label={t('messageTemplates.content')}
                name="content"
                rows={6}
                dir={own.rightToLeft ? 'rtl' : 'ltr'}
                value={own.content}
                error={fieldError('content')}
                hint={t('sendMessage.keysHint', { keys: (isCrm(target) ? CUSTOMER_KEYS : ORDER_KEYS).join(' ') })}
                onChange={(e) => setOwn({ ...own, content: e.target.value })}
              />
              <div className="row">
                <TextField label={t('messageTemplates.smsSenderName')} name="smsSenderName" dir="ltr" value={own.smsSenderName} error={fieldError('smsSenderName')} onChange={(e) => setOwn({ ...own, smsSenderName: e.target.value })} />
                <TextField label={t('messageTemplates.fromEmail')} name="fromEmail" type="email" dir="ltr" value={own.fromEmail} error={fieldError('fromEmail')} onChange={(e) => setOwn({ ...own, fromEmail: e.target.value })} />
              </div>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
