import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { LANGUAGES } from '@pos/shared/languages';
import { call } from '../../ui/api';
import { Button, CheckboxField, ErrorBox, SelectField, Spinner, TextField } from '../../ui/components';
import { FormFooter, FormSection } from '../../ui/form-parts';
import { Link, navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { ProfileView, UserView } from '../api-types';
import { useCan } from '../session';
import type { PageProps } from '../page';

/** /provider/user/{id} (or new): a provider user, their profile and cashier limits (R-CASH-3). */
export default function UserPage({ params }: PageProps) {
  const isNew = params.id === 'new';
  const user = useApi(() => (isNew ? null : call('GET /api/provider/user/get', { query: { id: params.id ?? '' } })), [params.id]);
  const profiles = useApi(() => call('GET /api/provider/profiles'), []);
  if (user.error) return <ErrorBox message={user.error.message} onRetry={user.reload} />;
  if ((!isNew && !user.data) || !profiles.data) return <Spinner />;
  return <UserForm key={user.data?.id ?? 'new'} user={user.data} profiles={profiles.data} />;
}

function UserForm({ user, profiles }: { user?: UserView; profiles: ProfileView[] }) {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const form = useForm({
    username: user?.username ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    profileId: user?.profileId ?? profiles.find((p) => p.active)?.id ?? 0,
    active: user?.active ?? true,
    password: '',
    confirmPassword: '',
    stationPin: '',
    removePin: false,
    maxChecks: user?.maxChecks === null || user?.maxChecks === undefined ? '' : String(user.maxChecks),
    maxDiscountPercent: user?.maxDiscountPercent === null || user?.maxDiscountPercent === undefined ? '' : String(user.maxDiscountPercent),
  });
  const v = form.values;
  const isCashier = profiles.find((p) => p.id === v.profileId)?.permissions.includes(Permission.Cashier) ?? false;
  const save = async () => {
    const num = (s: string) => (s.trim() === '' ? null : Number(s));
    const saved = await form.submit<UserView>(
      'provider/user/save',
      {
        id: user?.id,
        username: v.username,
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email || null,
        mobile: v.mobile || null,
        profileId: v.profileId,
        active: v.active,
        password: v.password || undefined,
        confirmPassword: v.confirmPassword || undefined,
        // Issue 16: a typed PIN sets it, the box removes it, nothing keeps it.
        ...(v.stationPin ? { stationPin: v.stationPin } : v.removePin ? { stationPin: null } : {}),
        maxChecks: num(v.maxChecks),
        maxDiscountPercent: num(v.maxDiscountPercent),
      },
      { success: t('saved') },
    );
    if (saved) form.set('stationPin', '');
    if (saved && !user) navigate(`/provider/user/${saved.id}`, { replace: true });
  };
  return (
    <form
      className="card stack"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!canEdit}>
        <div className="row">
          <TextField label={t('settings.username')} name="username" autoComplete="off" dir="ltr" value={v.username} onChange={(e) => form.set('username', e.target.value)} error={form.errors.username} />
          <TextField label={t('newOrder.firstName')} name="firstName" value={v.firstName} onChange={(e) => form.set('firstName', e.target.value)} error={form.errors.firstName} />
          <TextField label={t('newOrder.lastName')} name="lastName" value={v.lastName} onChange={(e) => form.set('lastName', e.target.value)} error={form.errors.lastName} />
        </div>
        <div className="row">
          <TextField label={t('orders.email')} name="email" dir="ltr" value={v.email} onChange={(e) => form.set('email', e.target.value)} error={form.errors.email} />
          <TextField label={t('orders.mobile')} name="mobile" dir="ltr" value={v.mobile} onChange={(e) => form.set('mobile', e.target.value)} error={form.errors.mobile} />
          <SelectField label={t('settings.profile')} name="profileId" value={v.profileId} onChange={(e) => form.set('profileId', Number(e.target.value))} options={profiles.map((p) => ({ value: p.id, label: p.name }))} error={form.errors.profileId} />
        </div>
        <div className="row">
          <TextField label={user ? t('settings.newPassword') : t('login.password')} name="password" type="password" autoComplete="new-password" value={v.password} onChange={(e) => form.set('password', e.target.value)} error={form.errors.password} />
          <TextField label={t('reset.repeat')} name="confirmPassword" type="password" autoComplete="new-password" value={v.confirmPassword} onChange={(e) => form.set('confirmPassword', e.target.value)} error={form.errors.confirmPassword} />
          <div className="field">
            <CheckboxField label={t('catalogue.statuses.active')} checked={v.active} onChange={(c) => form.set('active', c)} />
          </div>
        </div>
        {isCashier ? (
          <FormSection legend={t('settings.cashierLimits')}>
            <div className="row">
              <TextField label={t('settings.maxChecks')} name="maxChecks" type="number" min={0} value={v.maxChecks} onChange={(e) => form.set('maxChecks', e.target.value)} error={form.errors.maxChecks} />
              <TextField label={t('settings.maxDiscountPercent')} name="maxDiscountPercent" type="number" min={0} max={100} value={v.maxDiscountPercent} onChange={(e) => form.set('maxDiscountPercent', e.target.value)} error={form.errors.maxDiscountPercent} />
            </div>
            <div className="row">
              <TextField
                label={user?.hasStationPin ? t('settings.newStationPin') : t('settings.stationPin')}
                name="stationPin"
                type="password"
                inputMode="numeric"
                autoComplete="new-password"
                maxLength={6}
                dir="ltr"
                hint={user?.hasStationPin ? t('settings.stationPinSet') : t('settings.stationPinHint')}
                value={v.stationPin}
                onChange={(e) => form.set('stationPin', e.target.value.replace(/\D/g, ''))}
                error={form.errors.stationPin}
              />
              {user?.hasStationPin ? (
                <div className="field">
                  <CheckboxField label={t('settings.removeStationPin')} checked={v.removePin} onChange={(c) => form.set('removePin', c)} />
                </div>
              ) : null}
            </div>
          </FormSection>
        ) : null}
        {user ? <p className="muted">{t('settings.userLanguage', { language: t(`common:languages.${LANGUAGES.find((l) => l === user.language) ?? 'en-US'}`) })}</p> : null}
      </fieldset>
      <FormFooter message={form.message}>
        {canEdit ? (
          <Button kind="primary" type="submit" busy={form.busy}>
            {t('common:save')}
          </Button>
        ) : null}
        <Link to="/provider/settings?section=users">{t('settings.back')}</Link>
      </FormFooter>
    </form>
  );
}
