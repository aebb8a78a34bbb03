import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { SelectField, TextArea, TextField } from '../../ui/components';
import { useApi } from '../../ui/use-api';

export interface LeadDraft {
  leadTypeId: string;
  leadSourceId: string;
  description: string;
  remarks: string;
  numberOfGuests: string;
}

export const EMPTY_LEAD: LeadDraft = { leadTypeId: '', leadSourceId: '', description: '', remarks: '', numberOfGuests: '' };

/** The payload fields of a lead draft. */
export function leadFields(d: LeadDraft) {
  return {
    leadTypeId: d.leadTypeId ? Number(d.leadTypeId) : null,
    leadSourceId: d.leadSourceId ? Number(d.leadSourceId) : null,
    description: d.description,
    remarks: d.remarks,
    numberOfGuests: d.numberOfGuests ? Number(d.numberOfGuests) : null,
  };
}

/** A lead's type, source, description, remarks and guests (active types and sources only, R-CRM-6). */
export function LeadFields({ value, onChange, errors, prefix = '' }: { value: LeadDraft; onChange(d: LeadDraft): void; errors: Record<string, string>; prefix?: string }) {
  const { t } = useTranslation();
  const types = useApi(() => call('GET /api/crm/lead-types/get'), []);
  const sources = useApi(() => call('GET /api/crm/lead-sources/get'), []);
  const set = (k: keyof LeadDraft, v: string) => onChange({ ...value, [k]: v });
  const none = { value: '', label: t('crm.none') };
  const active = (items: { id: number; name: string; active: boolean }[] | null | undefined, current: string) => [none, ...(items ?? []).filter((i) => i.active || String(i.id) === current).map((i) => ({ value: i.id, label: i.name }))];
  return (
    <>
      <div className="row">
        <SelectField label={t('crm.lead.type')} name="leadTypeId" value={value.leadTypeId} error={errors[`${prefix}leadTypeId`]} onChange={(e) => set('leadTypeId', e.target.value)} options={active(types.data, value.leadTypeId)} />
        <SelectField label={t('crm.lead.source')} name="leadSourceId" value={value.leadSourceId} error={errors[`${prefix}leadSourceId`]} onChange={(e) => set('leadSourceId', e.target.value)} options={active(sources.data, value.leadSourceId)} />
        <TextField label={t('crm.lead.guests')} name="numberOfGuests" type="number" min={0} value={value.numberOfGuests} error={errors[`${prefix}numberOfGuests`]} onChange={(e) => set('numberOfGuests', e.target.value)} />
      </div>
      <TextField label={t('crm.lead.description')} name="description" value={value.description} error={errors[`${prefix}description`]} onChange={(e) => set('description', e.target.value)} />
      <TextArea label={t('crm.lead.remarks')} name="leadRemarks" value={value.remarks} error={errors[`${prefix}remarks`]} onChange={(e) => set('remarks', e.target.value)} />
    </>
  );
}
