import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { today } from '../../ui/format';
import type { CalendarEntry } from '../api-types';

/** Pixels per hour of the day view's timeline. */
const HOUR_PX = 64;

const minutesOf = (localDateTime: string) => Number(localDateTime.slice(11, 13)) * 60 + Number(localDateTime.slice(14, 16));

export interface Placed {
  entry: CalendarEntry;
  start: number;
  end: number;
  lane: number;
  lanes: number;
}

/**
 * Slots of one day placed by time: minutes from midnight (an end on a later day or before the start is
 * the end of the day), and side-by-side lanes for slots that overlap (each group of overlapping slots
 * shares its lane count).
 */
export function placeByTime(entries: readonly CalendarEntry[], date: string): Placed[] {
  const items = entries
    .map((entry) => {
      const start = entry.start.slice(0, 10) < date ? 0 : minutesOf(entry.start);
      let end = entry.end.slice(0, 10) > date ? 24 * 60 : minutesOf(entry.end);
      if (end <= start) end = Math.min(24 * 60, start + 30);
      return { entry, start, end, lane: 0, lanes: 1 };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  let group: Placed[] = [];
  let groupEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...group.map((g) => g.lane + 1));
    for (const g of group) g.lanes = lanes;
    group = [];
  };
  for (const item of items) {
    if (item.start >= groupEnd) {
      close();
      groupEnd = -1;
    }
    const laneEnds: number[] = [];
    for (const g of group) laneEnds[g.lane] = Math.max(laneEnds[g.lane] ?? 0, g.end);
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane < 0) lane = laneEnds.length;
    item.lane = lane;
    group.push(item);
    groupEnd = Math.max(groupEnd, item.end);
  }
  close();
  return items;
}

/**
 * Issue 18: the calendar's day view as a timeline: hours down the side, each slot a block from its start
 * to its end in its product's colour, with seats sold and left and a bar of how full it is; slots at the
 * same time side by side; events without a place in time listed above.
 */
export function DayTimeline({
  date,
  entries,
  renderEntry,
  colorOf,
}: {
  date: string;
  entries: readonly CalendarEntry[];
  renderEntry(entry: CalendarEntry, extra: { className: string; style: CSSProperties; children?: ReactNode }): ReactNode;
  colorOf(productId: number | null): string;
}) {
  const { t } = useTranslation();
  const slots = entries.filter((e) => e.type === 'slot');
  const events = entries.filter((e) => e.type !== 'slot');
  const placed = placeByTime(slots, date);
  const first = Math.min(8, ...placed.map((p) => Math.floor(p.start / 60)));
  const last = Math.max(18, ...placed.map((p) => Math.ceil(p.end / 60)));
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const height = (last - first) * HOUR_PX;
  const y = (minutes: number) => ((minutes - first * 60) / 60) * HOUR_PX;
  const now = new Date();
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  return (
    <div className="stack" data-timeline={date}>
      {events.length ? <div className="timeline-events">{events.map((e) => renderEntry(e, { className: '', style: {} }))}</div> : null}
      {slots.length === 0 ? <p className="muted">{t('calendar.nothing')}</p> : null}
      <div className="timeline" role="list" aria-label={t('calendar.timeline')}>
        <div className="timeline-hours" style={{ height }} aria-hidden="true">
          {hours.map((h) => (
            <span key={h} className="timeline-hour" style={{ top: y(h * 60) }}>
              <bdi dir="ltr">{`${String(h).padStart(2, '0')}:00`}</bdi>
            </span>
          ))}
        </div>
        <div className="timeline-track" style={{ height }}>
          {hours.map((h) => (
            <div key={h} className="timeline-line" style={{ top: y(h * 60) }} />
          ))}
          {hours.slice(0, -1).map((h) => (
            <div key={`${h}h`} className="timeline-line half" style={{ top: y(h * 60 + 30) }} />
          ))}
          {date === today() && nowMinutes >= first * 60 && nowMinutes <= last * 60 ? <div className="timeline-now" style={{ top: y(nowMinutes) }} title={t('calendar.now')} /> : null}
          {placed.map((p) => {
            const color = colorOf(p.entry.productId);
            const full = p.entry.available === null || p.entry.sold + p.entry.available <= 0 ? 0 : Math.min(1, p.entry.sold / (p.entry.sold + p.entry.available));
            const width = 100 / p.lanes;
            return renderEntry(p.entry, {
              className: 'timeline-entry',
              style: {
                top: y(p.start) + 1,
                height: Math.max(26, y(p.end) - y(p.start) - 2),
                insetInlineStart: `calc(${p.lane * width}% + 0.25rem)`,
                width: `calc(${width}% - 0.5rem)`,
                borderInlineStartColor: color,
                background: `color-mix(in srgb, ${color} 12%, white)`,
              },
              children: <span className="entry-bar" style={{ width: `${Math.round(full * 100)}%`, background: color }} aria-hidden="true" />,
            });
          })}
        </div>
      </div>
    </div>
  );
}
