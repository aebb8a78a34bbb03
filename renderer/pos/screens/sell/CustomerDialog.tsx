import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { isValidMobile } from '@pos/shared/orders/lead-customer';
import { Button, Modal } from '../../../ui/components';
import { useHotkeys } from '../../keys/hotkeys';
import { useCan } from '../../state/station';
import { setCart, useCart, type CustomerDetails } from '../../state/cart';
import { Field } from '../../components/fields';
import { BusinessClientPicker } from './BusinessClientPicker';
import { CrmSuggestions } from './CrmSuggestions';
import { useCrmLookup } from './crm-lookup';

const NAME_MAX = 50;

/**
 * Who the sale is for: a private customer (30) or a business (31), and optional details (001 §5: names up to 50, a valid mobile and e-mail).
 * Online, what is typed is looked up among the provider's CRM customers (C295, issue 22): choosing one fills the details and links the sale to it.
 */
export function CustomerDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const mayPrivate = useCan(Permission.CashierSellToPrivate);
  const mayBusiness = useCan(Permission.CashierSellToBusiness);
  const cart = useCart();
  const [kind, setKind] = useState(cart.customerKind);
  const [details, setDetails] = useState<CustomerDetails>(cart.customer);
  const [client, setClient] = useState(cart.businessClient);
  const [clientError, setClientError] = useState<string | undefined>();
  const [errors, setErrors] = useState<Partial<Record<keyof CustomerDetails, string>>>({});
  const [crmCustomer, setCrmCustomer] = useState<{ id: number; name: string } | null>(cart.crmCustomerId ? { id: cart.crmCustomerId, name: `${cart.customer.firstName} ${cart.customer.lastName}`.trim() } : null);
  const [keyword, setKeyword] = useState('');
  const lookup = useCrmLookup(crmCustomer ? '' : keyword);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const save = () => {
    const next: Partial<Record<keyof CustomerDetails, string>> = {};
    if (details.firstName.length > NAME_MAX) next.firstName = t('customer.nameTooLong', { max: NAME_MAX });
    if (details.lastName.length > NAME_MAX) next.lastName = t('customer.nameTooLong', { max: NAME_MAX });
    if (details.mobile && !isValidMobile(details.mobile.trim())) next.mobile = t('customer.mobileInvalid');
    if (details.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email.trim())) next.email = t('customer.emailInvalid');
    setErrors(next);
    const noClient = kind === 'business' && !client;
    setClientError(noClient ? t('businessClient.required') : undefined);
    if (Object.keys(next).length || noClient) return;
    setCart({ customerKind: kind, businessClient: kind === 'business' ? client : null, crmCustomerId: crmCustomer?.id ?? null, customer: { ...details, mobile: details.mobile.trim(), email: details.email.trim() } });
    onClose();
  };

  useHotkeys(
    [
      { key: 'Enter', label: 'keys.save', run: save },
      { key: 'Escape', label: 'keys.cancel', run: onClose },
    ],
    { modal: true },
  );

  /** A detail typed: what the CRM lookup searches is the names together, or the mobile or e-mail alone. */
  const edit = (name: keyof CustomerDetails, value: string) => {
    const next = { ...details, [name]: value };
    setDetails(next);
    setKeyword(name === 'firstName' || name === 'lastName' ? `${next.firstName} ${next.lastName}` : value);
  };
  const field = (name: keyof CustomerDetails, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <Field label={t(`customer.${name}`)} name={name} value={details[name]} error={errors[name]} onChange={(e) => edit(name, e.target.value)} {...extra} />
  );

  return (
    <Modal title={t('customer.title')} onClose={onClose} footer={
      <>
        <Button kind="primary" onClick={save}>
          {t('common:save')}
        </Button>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
      </>
    }>
      <div className="pay-methods two" role="radiogroup" aria-label={t('customer.kind')}>
        <button type="button" className="choice" role="radio" aria-checked={kind === 'private'} aria-pressed={kind === 'private'} disabled={!mayPrivate} onClick={() => setKind('private')}>
          <span className="title">{t('sell.private')}</span>
        </button>
        <button type="button" className="choice" role="radio" aria-checked={kind === 'business'} aria-pressed={kind === 'business'} disabled={!mayBusiness} onClick={() => setKind('business')}>
          <span className="title">{t('sell.business')}</span>
        </button>
      </div>
      {kind === 'business' ? <BusinessClientPicker picked={client} onPick={setClient} error={clientError} /> : null}
      <div className="row">
        <Field inputRef={kind === 'business' ? undefined : first} label={t('customer.firstName')} name="firstName" maxLength={NAME_MAX} value={details.firstName} error={errors.firstName} onChange={(e) => edit('firstName', e.target.value)} />
        {field('lastName', { maxLength: NAME_MAX })}
      </div>
      <div className="row">
        {field('mobile', { inputMode: 'tel', dir: 'ltr' })}
        {field('email', { inputMode: 'email', dir: 'ltr' })}
      </div>
      <CrmSuggestions
        lookup={lookup}
        chosen={crmCustomer}
        onChoose={(c) => {
          setCrmCustomer({ id: c.id, name: c.fullName });
          setDetails({ firstName: c.firstName.slice(0, NAME_MAX), lastName: c.lastName.slice(0, NAME_MAX), mobile: c.mobile, email: c.email });
          setErrors({});
        }}
        onUnlink={() => {
          setCrmCustomer(null);
          setKeyword('');
        }}
      />
      <p className="muted">{t('customer.optional')}</p>
    </Modal>
  );
}
