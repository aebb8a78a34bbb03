import { useTranslation } from 'react-i18next';
import { ALL_PERMISSION_CODES, Permission, permissionName } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, CheckboxField, ErrorBox, Spinner, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { Link, navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { ProfileView } from '../api-types';
import { useCan } from '../session';
import type { PageProps } from '../page';

/** /provider/profile/{id} (or new): a profile's name and permissions (R-PERM-15: at least one). */
export default function ProfilePage({ params }: PageProps) {
  const isNew = params.id === 'new';
  const profile = useApi(() => (isNew ? null : call('GET /api/provider/profile/get', { query: { id: params.id ?? '' } })), [params.id]);
  if (profile.error) return <ErrorBox message={profile.error.message} onRetry={profile.reload} />;
  if (!isNew && !profile.data) return <Spinner />;
  return <ProfileForm key={profile.data?.id ?? 'new'} profile={profile.data} />;
}

function ProfileForm({ profile }: { profile?: ProfileView }) {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const form = useForm({ name: profile?.name ?? '', active: profile?.active ?? true, permissions: profile?.permissions ?? ([] as number[]) });
  const v = form.values;
  const save = async () => {
    const saved = await form.save('POST /api/provider/profile/save', { body: { id: profile?.id, ...v } }, { success: t('saved') });
    if (saved && !profile) navigate(`/provider/profile/${saved.id}`, { replace: true });
  };
  const toggle = (code: number, on: boolean) => form.set('permissions', on ? [...v.permissions, code] : v.permissions.filter((c) => c !== code));
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
          <TextField label={t('settings.profileName')} name="name" value={v.name} onChange={(e) => form.set('name', e.target.value)} error={form.errors.name} />
          <div className="field">
            <CheckboxField label={t('catalogue.statuses.active')} checked={v.active} onChange={(c) => form.set('active', c)} />
          </div>
        </div>
        <fieldset className={form.errors.permissions ? 'has-error' : undefined}>
          <legend>{t('settings.permissions')}</legend>
          <div className="toolbar">
            <Button kind="link" onClick={() => form.set('permissions', [...ALL_PERMISSION_CODES])}>
              {t('settings.selectAll')}
            </Button>
            <Button kind="link" onClick={() => form.set('permissions', [])}>
              {t('settings.selectNone')}
            </Button>
          </div>
          <div className="checks">
            {ALL_PERMISSION_CODES.map((code) => (
              <CheckboxField key={code} label={t(`permissions.${permissionName(code)}`)} name={`permission-${code}`} checked={v.permissions.includes(code)} onChange={(c) => toggle(code, c)} />
            ))}
          </div>
          {form.errors.permissions ? <small className="field-error">{form.errors.permissions}</small> : null}
        </fieldset>
      </fieldset>
      <FormFooter message={form.message}>
        {canEdit ? (
          <Button kind="primary" type="submit" busy={form.busy}>
            {t('common:save')}
          </Button>
        ) : null}
        <Link to="/provider/settings?section=profiles">{t('settings.back')}</Link>
      </FormFooter>
    </form>
  );
}
