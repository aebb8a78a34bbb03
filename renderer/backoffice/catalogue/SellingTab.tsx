import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELLING_SETTINGS, type SellingSetting } from '@pos/shared/catalogue/product-rules';
import { call, type ApiResult } from '../../ui/api';
import { CheckboxField } from '../../ui/components';
import { confirmDialog } from '../../ui/notices';
import type { TabProps } from './product-tabs';

type Switch = SellingSetting | 'active' | 'autoOrderNotifications' | 'allowAssignEmployees';

/**
 * Selling settings, each switched by its own call (R-PROD-11, R-PROD-12): the server refuses what
 * breaks a rule (groups without locals, going on air incomplete) and the switch stays as it was.
 */
export function SellingTab({ product, editing, reload }: TabProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Switch | null>(null);
  const change = async (setting: Switch, value: boolean) => {
    if (setting === 'active' && !value && !(await confirmDialog(t('selling.confirmDeactivate')))) return;
    setBusy(setting);
    let result: ApiResult<unknown>;
    if (setting === 'active') result = await call('DELETE /api/product/activate-or-disactivate-product', { query: { productId: product.id } });
    else if (setting === 'autoOrderNotifications') result = await call('POST /api/product/activate-or-disactivate-autoOrderNotifications', { body: { productId: product.id, newValue: value } });
    else if (setting === 'allowAssignEmployees') result = await call('GET /api/product/activate-or-disactivate-allow-assign-employees/{id}', { params: { id: product.id } });
    else result = await call('POST /api/product/changeSellingSetting/{setting}', { params: { setting }, body: { productId: product.id, newValue: value } });
    setBusy(null);
    if (result.ok) reload();
  };
  const all: Switch[] = ['active', ...SELLING_SETTINGS, 'autoOrderNotifications', 'allowAssignEmployees'];
  return (
    <fieldset disabled={!editing || busy !== null}>
      <legend>{t('product.tabs.selling')}</legend>
      <div className="checks">
        {all.map((setting) => (
          <CheckboxField key={setting} label={t(`selling.${setting}`)} name={setting} checked={product[setting]} onChange={(c) => void change(setting, c)} />
        ))}
      </div>
    </fieldset>
  );
}
