import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { DayPicker } from 'react-day-picker';
import { enUS, he, ru, type Locale } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './date-field.css';
import { weekStartsOnOf } from '@pos/shared/weekdays';
import { formatDate, parseDate } from './format';

/**
 * The one date field of the apps (issue 18): a DD/MM/YYYY text box (R-CLIENT-20, typing still works)
 * with a calendar from react-day-picker beside it, in the user's language (he-IL right to left,
 * en-US, ru-RU) and starting on the provider's first day of the week.
 */

/** The provider's first day of the week (SUN..SAT, the seed's naming); Sunday until the session says otherwise. */
export const useWeekStart = create<{ firstDayOfWeek: string }>(() => ({ firstDayOfWeek: 'SUN' }));

export function setFirstDayOfWeek(name: string | null | undefined): void {
  useWeekStart.setState({ firstDayOfWeek: name ?? 'SUN' });
}

const LOCALES: Record<string, Locale> = { 'he-IL': he, 'en-US': enUS, 'ru-RU': ru };

/** The date-fns locale of a language (en-US for anything unknown). */
export function pickerLocale(language: string): Locale {
  return LOCALES[language] ?? enUS;
}

/** A local date YYYY-MM-DD as a Date at local midnight (what the calendar shows), or undefined. */
export function localDateToDate(value: string | null | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** The local date YYYY-MM-DD of a day the calendar gives (local midnight). */
export function dateToLocalDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** What a typed text means: '' for empty, YYYY-MM-DD for a real DD/MM/YYYY date, null for anything else. */
export function readTypedDate(text: string): string | null {
  if (!text.trim()) return '';
  return parseDate(text);
}

/**
 * The calendar of the date field: a month in the language's locale and direction, weeks starting on
 * the provider's first day, the selected day marked; onSelect gives YYYY-MM-DD (undefined when the
 * selected day is clicked again).
 */
export function DateCalendar({ language, firstDayOfWeek, selected, onSelect, month }: { language: string; firstDayOfWeek: string; selected?: string; onSelect(day: string | undefined): void; month?: string }) {
  const day = localDateToDate(selected);
  const shown = localDateToDate(month) ?? day ?? new Date();
  return (
    <DayPicker
      mode="single"
      autoFocus
      selected={day}
      defaultMonth={shown}
      onSelect={(d) => onSelect(d ? dateToLocalDate(d) : undefined)}
      locale={pickerLocale(language)}
      dir={language === 'he-IL' ? 'rtl' : 'ltr'}
      weekStartsOn={weekStartsOnOf(firstDayOfWeek)}
      captionLayout="dropdown"
      startMonth={new Date(1900, 0)}
      endMonth={new Date(new Date().getFullYear() + 10, 11)}
    />
  );
}

export interface DateFieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** YYYY-MM-DD, or '' when empty. */
  value: string;
  onChange(value: string): void;
  required?: boolean;
  name?: string;
  disabled?: boolean;
}

/**
 * A date typed as DD/MM/YYYY or picked on the calendar; the value is YYYY-MM-DD (or '' when empty).
 * An unreadable entry is reported at the field and not passed on.
 */
export function DateField({ label, error, hint, value, onChange, required, name, disabled }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const firstDayOfWeek = useWeekStart((s) => s.firstDayOfWeek);
  const [text, setText] = useState(formatDate(value));
  const [bad, setBad] = useState(false);
  const [open, setOpen] = useState(false);
  const last = useRef(value);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties>({});
  // In the cashier app (touched), the calendar's days are 44 px.
  const [touch, setTouch] = useState(false);

  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(formatDate(value));
      setBad(false);
    }
  }, [value]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!wrapper.current?.contains(target) && !popover.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  // The calendar floats over the page (a portal in the body), so a dialog's or a table's scrolling box
  // never clips it: under the box, or above it when there is more room there, at the box's start edge.
  const placeIt = () => {
    const r = box.current?.getBoundingClientRect();
    if (!r) return;
    const height = popover.current?.offsetHeight ?? 340;
    const below = window.innerHeight - r.bottom;
    const up = below < height + 8 && r.top > below;
    const rtl = getComputedStyle(box.current!).direction === 'rtl';
    setPlace({
      ...(up ? { bottom: window.innerHeight - r.top + 4 } : { top: r.bottom + 4 }),
      ...(rtl ? { right: Math.max(4, window.innerWidth - r.right) } : { left: Math.max(4, r.left) }),
    });
  };
  const openPicker = () => {
    setTouch(Boolean(box.current?.closest('.pos')));
    placeIt();
    setOpen(true);
  };
  useLayoutEffect(() => {
    if (!open) return;
    placeIt();
    window.addEventListener('resize', placeIt);
    window.addEventListener('scroll', placeIt, true);
    return () => {
      window.removeEventListener('resize', placeIt);
      window.removeEventListener('scroll', placeIt, true);
    };
    // placeIt reads only refs and the window.
  }, [open]);

  const commit = (next: string) => {
    setText(next);
    const parsed = readTypedDate(next);
    setBad(parsed === null);
    if (parsed !== null) {
      last.current = parsed;
      onChange(parsed);
    }
  };

  const close = () => {
    setOpen(false);
    input.current?.focus();
  };

  const language = i18n.language;
  const selected = bad ? undefined : value || undefined;
  const shownError = error ?? (bad ? t('invalidDate') : undefined);
  return (
    <div className={`field date-field${shownError ? ' has-error' : ''}`} ref={wrapper}>
      <label htmlFor={id}>{label}</label>
      <div className="date-field-box" ref={box}>
        <input
          ref={input}
          id={id}
          name={name}
          value={text}
          required={required}
          disabled={disabled}
          dir="ltr"
          autoComplete="off"
          placeholder={t('datePlaceholder')}
          inputMode="numeric"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          onChange={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && e.altKey) {
              e.preventDefault();
              openPicker();
            }
          }}
        />
        {/* Out of the tab order, so keyboard forms go field to field; Alt+Down opens it from the box. */}
        <button type="button" tabIndex={-1} className="icon-button date-field-open" disabled={disabled} aria-label={t('openCalendar')} title={`${t('openCalendar')} (Alt+↓)`} aria-expanded={open} aria-haspopup="dialog" onClick={() => (open ? setOpen(false) : openPicker())}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z" />
          </svg>
        </button>
        {open
          ? createPortal(
              <div
                ref={popover}
                className={`date-field-popover${touch ? ' date-field-touch' : ''}`}
                style={place}
                role="dialog"
                aria-label={label}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') {
                    // Only the calendar closes, not a dialog around the field.
                    e.stopPropagation();
                    close();
                  }
                }}
              >
                <DateCalendar
                  language={language}
                  firstDayOfWeek={firstDayOfWeek}
                  selected={selected}
                  onSelect={(d) => {
                    if (d) commit(formatDate(d));
                    close();
                  }}
                />
              </div>,
              document.body,
            )
          : null}
      </div>
      {hint ? <small className="hint">{hint}</small> : null}
      {shownError ? (
        <small className="field-error" role="alert" id={`${id}-error`}>
          {shownError}
        </small>
      ) : null}
    </div>
  );
}
