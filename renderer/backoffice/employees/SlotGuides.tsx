import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button, SelectField, Spinner } from '../../ui/components';
import { toast } from '../../ui/notices';
import { useApi } from '../../ui/use-api';
import type { AssignedEmployee } from './employee-types';

const keyOf = (slotId: number | null, date: string) => `${slotId ?? 0}@${date}`;

/** Who works each slot occurrence of the calendar's range (C250), by slot and date. */
export function useSlotGuides(from: string, to: string) {
  const loaded = useApi(() => call('POST /api/assigned-employees', { body: { from, to }, quiet: true }), [from, to]);
  const byOccurrence = new Map((loaded.data ?? []).map((a) => [keyOf(a.slotId, a.date), a.employees]));
  return { guidesOf: (slotId: number | null, date: string): AssignedEmployee[] => byOccurrence.get(keyOf(slotId, date)) ?? [], reload: loaded.reload, ready: loaded.data !== undefined };
}

/** On a calendar entry: the guides' names in their colours, or the unstaffed mark. */
export function SlotGuideLine({ guides }: { guides: AssignedEmployee[] }) {
  const { t } = useTranslation();
  if (guides.length === 0) {
    return (
      <span className="entry-guides unstaffed" data-unstaffed="" style={{ display: 'block', color: '#b71c1c', fontWeight: 600 }}>
        ⚠ {t('employees.unstaffed')}
      </span>
    );
  }
  return (
    <span className="entry-guides" style={{ display: 'block' }}>
      {guides.map((g) => (
        <span key={g.id} data-guide={g.fullName} style={{ color: g.calendarColor, fontWeight: 600, marginInlineEnd: '0.5em' }}>
          ● {g.fullName}
        </span>
      ))}
    </span>
  );
}

/**
 * In the calendar's slot dialog: the occurrence's guides (C263), assign (C260) and unassign (C261)
 * when the user and the product allow it (C264, R-EMP-6).
 */
export function SlotGuides({ slotId, date, onChanged }: { slotId: number; date: string; onChanged(): void }) {
  const { t } = useTranslation();
  const can = useApi(() => call('GET /api/can-assign-employees/{id}', { params: { id: slotId }, quiet: true }), [slotId]);
  const employees = useApi(() => call('POST /api/employees/forslot', { body: { slotId, startDate: date }, quiet: true }), [slotId, date]);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  if (!employees.data || !can.data) return employees.error || can.error ? null : <Spinner />;
  const assigned = employees.data.filter((e) => e.assigned);
  const free = employees.data.filter((e) => !e.assigned);
  const change = async (path: 'employee/assign' | 'employee/unassign', employeeId: number) => {
    setBusy(true);
    const body = { employeeId, slotId, startDate: date };
    const result = path === 'employee/assign' ? await call('POST /api/employee/assign', { body }) : await call('POST /api/employee/unassign', { body });
    setBusy(false);
    if (result.ok) {
      toast('success', t(path === 'employee/assign' ? 'employees.assigned' : 'employees.unassigned'));
      setChosen('');
      employees.reload();
      onChanged();
    }
  };
  return (
    <section className="stack" aria-label={t('employees.guides')} data-slot-guides="">
      <h3>{t('employees.guides')}</h3>
      {assigned.length === 0 ? <p className="muted">{t('employees.noGuide')}</p> : null}
      <ul>
        {assigned.map((e) => (
          <li key={e.id} data-assigned={e.fullName}>
            <span style={{ color: e.calendarColor }}>●</span> {e.fullName}{' '}
            {can.data?.allowed ? (
              <Button kind="link" busy={busy} onClick={() => void change('employee/unassign', e.id)}>
                {t('employees.unassign')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {can.data.allowed ? (
        <div className="row">
          <SelectField
            label={t('employees.guide')}
            name="guide"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            options={[{ value: '', label: t('choose') }, ...free.map((e) => ({ value: e.id, label: e.busy ? t('employees.busyName', { name: e.fullName }) : e.fullName }))]}
          />
          <div className="field">
            <Button kind="primary" disabled={!chosen} busy={busy} onClick={() => void change('employee/assign', Number(chosen))}>
              {t('employees.assign')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="muted">{t(`employees.cannotAssign.${can.data.reason ?? 'no-permission'}`)}</p>
      )}
    </section>
  );
}
