import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_EMPLOYEE_COLOR, employeeProblems } from '@pos/shared/employees';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, CheckboxField, DateField, ErrorBox, SelectField, Spinner, TextField } from '../../ui/components';
import { formatDate, formatTimeRange, today } from '../../ui/format';
import { confirmDialog, toast } from '../../ui/notices';
import { Link, navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import { useCan, useSession } from '../session';
import type { PageProps } from '../page';
import { daySheetUrl, type Employee, type EmployeeSchedule, type TagsProducts } from './employee-types';

/** /employee/new, /employee/{id} and /edit-employee/{id}: the employee's form, their coming slots and their day sheet. */
export default function EmployeePage({ params }: PageProps) {
  const isNew = !params.id || params.id === 'new';
  const schedule = useApi(() => (isNew || !params.id ? null : call('GET /api/employees/{id}', { params: { id: params.id } })), [params.id]);
  const tagsProducts = useApi(() => call('GET /api/tags-products'), []);
  if (schedule.error) return <ErrorBox message={schedule.error.message} onRetry={schedule.reload} />;
  if ((!isNew && !schedule.data) || !tagsProducts.data) return <Spinner />;
  return (
    <div className="stack">
      <EmployeeForm key={schedule.data?.employee.id ?? 'new'} employee={schedule.data?.employee} options={tagsProducts.data} />
      {schedule.data ? <ScheduleCard schedule={schedule.data} /> : null}
    </div>
  );
}

function EmployeeForm({ employee, options }: { employee?: Employee; options: TagsProducts }) {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const currencies = useSession((s) => s.init?.currencies ?? []);
  const form = useForm({
    firstName: employee?.firstName ?? '',
    lastName: employee?.lastName ?? '',
    pid: employee?.pid ?? '',
    employeeNumber: employee?.employeeNumber ?? '',
    mobile: employee?.mobile ?? '',
    email: employee?.email ?? '',
    address: employee?.address ?? '',
    status: employee?.status ?? true,
    allowAssignEmployees: employee?.allowAssignEmployees ?? true,
    calendarColor: employee?.calendarColor ?? DEFAULT_EMPLOYEE_COLOR,
    ratePerHour: employee?.ratePerHour === null || employee?.ratePerHour === undefined ? '' : (employee.ratePerHour / 100).toFixed(2),
    currencyId: employee?.currencyId ?? 1,
    tagIds: employee?.tagIds ?? [],
    productIds: employee?.productIds ?? [],
  });
  const v = form.values;
  const [newTag, setNewTag] = useState('');
  const [tags, setTags] = useState(options.tags);

  const save = async () => {
    // R-EMP-1, R-EMP-2: the shared rule, worded here in the user's language; the server checks the same.
    const problems = employeeProblems({ ...v, ratePerHour: undefined });
    const rate = v.ratePerHour.trim() === '' ? null : Math.round(Number(v.ratePerHour) * 100);
    const errors: Record<string, string> = {};
    for (const p of problems) errors[p.field] ??= t(`employees.problems.${p.code}`);
    if (rate !== null && !(Number.isFinite(rate) && rate >= 0)) errors.ratePerHour = t('employees.problems.invalid-rate');
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const saved = await form.submit<Employee>(
      'save-employee',
      {
        id: employee?.id,
        firstName: v.firstName,
        lastName: v.lastName,
        pid: v.pid.trim() || null,
        employeeNumber: v.employeeNumber.trim() || null,
        mobile: v.mobile,
        email: v.email,
        address: v.address,
        status: v.status,
        allowAssignEmployees: v.allowAssignEmployees,
        calendarColor: v.calendarColor,
        ratePerHour: rate,
        currencyId: v.currencyId,
        tagIds: v.tagIds,
        productIds: v.productIds,
      },
      { success: t('saved') },
    );
    if (saved && !employee) navigate(`/employee/${saved.id}`, { replace: true });
  };

  const addTag = async () => {
    const result = await call('POST /api/create-save-employee-tag', { body: { name: newTag } });
    if (result.ok) {
      setTags((list) => [...list, result.data]);
      form.set('tagIds', [...v.tagIds, result.data.id]);
      setNewTag('');
    }
  };
  const remove = async () => {
    if (!employee || !(await confirmDialog(t('employees.confirmDelete', { name: employee.fullName })))) return;
    const result = await call('DELETE /api/delete-employee/{id}', { params: { id: employee.id } });
    if (result.ok) {
      toast('success', t('employees.deleted'));
      navigate('/employees');
    }
  };
  const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

  return (
    <form
      className="card stack"
      aria-label={t('employees.form')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>{employee ? employee.fullName : t('employees.new')}</h2>
      <fieldset disabled={!canEdit}>
        <div className="row">
          <TextField label={t('employees.firstName')} name="firstName" value={v.firstName} onChange={(e) => form.set('firstName', e.target.value)} error={form.errors.firstName} />
          <TextField label={t('employees.lastName')} name="lastName" value={v.lastName} onChange={(e) => form.set('lastName', e.target.value)} error={form.errors.lastName} />
          <TextField label={t('employees.pid')} name="pid" dir="ltr" inputMode="numeric" value={v.pid} onChange={(e) => form.set('pid', e.target.value)} error={form.errors.pid} />
          <TextField label={t('employees.employeeNumber')} name="employeeNumber" dir="ltr" value={v.employeeNumber} onChange={(e) => form.set('employeeNumber', e.target.value)} error={form.errors.employeeNumber} />
        </div>
        <div className="row">
          <TextField label={t('employees.mobile')} name="mobile" dir="ltr" value={v.mobile} onChange={(e) => form.set('mobile', e.target.value)} error={form.errors.mobile} />
          <TextField label={t('employees.email')} name="email" dir="ltr" value={v.email} onChange={(e) => form.set('email', e.target.value)} error={form.errors.email} />
          <TextField label={t('employees.address')} name="address" value={v.address} onChange={(e) => form.set('address', e.target.value)} error={form.errors.address} />
        </div>
        <div className="row">
          <TextField label={t('employees.ratePerHour')} name="ratePerHour" dir="ltr" inputMode="decimal" value={v.ratePerHour} onChange={(e) => form.set('ratePerHour', e.target.value)} error={form.errors.ratePerHour} />
          <SelectField label={t('pricing.currency')} name="currencyId" value={v.currencyId} onChange={(e) => form.set('currencyId', Number(e.target.value))} options={currencies.map((c) => ({ value: c.id, label: `${c.symbol} ${c.code}` }))} />
          <TextField label={t('employees.calendarColor')} name="calendarColor" type="color" value={v.calendarColor} onChange={(e) => form.set('calendarColor', e.target.value)} error={form.errors.calendarColor} />
        </div>
        <div className="checks">
          <CheckboxField label={t('employees.statuses.active')} name="status" checked={v.status} onChange={(c) => form.set('status', c)} />
          <CheckboxField label={t('employees.allowAssign')} name="allowAssignEmployees" checked={v.allowAssignEmployees} onChange={(c) => form.set('allowAssignEmployees', c)} />
        </div>
        <fieldset data-group="tagIds">
          <legend>{t('employees.tags')}</legend>
          <div className="checks">
            {tags
              .filter((x) => x.active || v.tagIds.includes(x.id))
              .map((x) => (
                <CheckboxField key={x.id} label={x.name} checked={v.tagIds.includes(x.id)} onChange={() => form.set('tagIds', toggle(v.tagIds, x.id))} />
              ))}
          </div>
          <div className="row">
            <TextField label={t('employees.newTag')} name="newTag" value={newTag} onChange={(e) => setNewTag(e.target.value)} />
            <div className="field">
              <Button disabled={!newTag.trim()} onClick={() => void addTag()}>
                {t('employees.addTag')}
              </Button>
            </div>
          </div>
        </fieldset>
        {options.products.length > 0 ? (
          <fieldset data-group="productIds">
            <legend>{t('employees.products')}</legend>
            <div className="checks">
              {options.products.map((p) => (
                <CheckboxField key={p.id} label={p.name} checked={v.productIds.includes(p.id)} onChange={() => form.set('productIds', toggle(v.productIds, p.id))} />
              ))}
            </div>
          </fieldset>
        ) : null}
      </fieldset>
      {form.message ? (
        <p className="form-error" role="alert">
          {form.message}
        </p>
      ) : null}
      <div className="form-actions">
        {canEdit ? (
          <Button kind="primary" type="submit" busy={form.busy}>
            {t('common:save')}
          </Button>
        ) : null}
        {canEdit && employee ? (
          <Button kind="danger" onClick={() => void remove()}>
            {t('delete')}
          </Button>
        ) : null}
        <Link to="/employees">{t('employees.back')}</Link>
      </div>
    </form>
  );
}

/** C262: the employee's coming slots, and their day sheet to print (A4 PDF). */
function ScheduleCard({ schedule }: { schedule: EmployeeSchedule }) {
  const { t, i18n } = useTranslation();
  const canPrint = useCan(Permission.ViewOrders);
  const [date, setDate] = useState(schedule.slots[0]?.date ?? today());
  return (
    <section className="card stack" aria-label={t('employees.schedule')}>
      <h2>{t('employees.schedule')}</h2>
      <p className="muted">{t('employees.lastMonth', { count: schedule.qtySlotsLastMonth })}</p>
      {schedule.slots.length === 0 ? (
        <p>{t('employees.noSlots')}</p>
      ) : (
        <ul>
          {schedule.slots.map((s) => (
            <li key={`${s.slotId}-${s.date}`}>
              {formatDate(s.date)} {formatTimeRange(s.startTime, s.endTime)} {s.productName}
            </li>
          ))}
        </ul>
      )}
      {canPrint ? (
        <div className="row">
          <DateField label={t('employees.sheetDate')} name="sheetDate" value={date} onChange={setDate} />
          <div className="field">
            <a className="btn btn-primary" href={daySheetUrl(schedule.employee.id, date, i18n.language)} target="_blank" rel="noopener noreferrer" data-day-sheet>
              {t('employees.printDaySheet')}
            </a>
          </div>
        </div>
      ) : null}
    </section>
  );
}
