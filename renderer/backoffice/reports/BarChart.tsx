/**
 * A bar chart in plain SVG (no chart library): one bar per item, its value written beside it. A
 * vertical chart keeps at least 32 px a bar, more for long labels, so its labels stay readable; with more than 16 bars
 * the values are left to the tooltips and the table beside the chart.
 */
export function BarChart({
  items,
  label,
  direction = 'vertical',
  format = String,
  short = format,
}: {
  items: { key: string; label: string; value: number; color?: string; title?: string }[];
  label: string;
  direction?: 'vertical' | 'horizontal';
  /** How a value is written (e.g. money); plain numbers by default. */
  format?: (value: number) => string;
  /** The short form written above a vertical bar (the full one is its tooltip). */
  short?: (value: number) => string;
}) {
  const max = Math.max(1, ...items.map((i) => i.value));
  if (direction === 'horizontal') {
    return (
      <div className="hbars" role="img" aria-label={label}>
        {items.map((i) => (
          <div key={i.key} data-bar={i.key} className="hbar">
            <span className="hbar-label">{i.label}</span>
            <span className="hbar-track">
              <span className="hbar-fill" style={{ inlineSize: `${(i.value / max) * 100}%`, background: i.color }} />
            </span>
            <span className="hbar-value">{format(i.value)}</span>
          </div>
        ))}
      </div>
    );
  }
  // Room for the longest label (about 7 px a character at 11 px), so "03/2026" never runs into its neighbour.
  const per = Math.max(32, Math.max(0, ...items.map((i) => i.label.length)) * 7 + 10);
  const width = Math.max(items.length * per, 320);
  const withValues = items.length <= 16;
  const height = 180;
  const bar = width / Math.max(items.length, 1);
  return (
    <svg className="vbars" viewBox={`0 0 ${width} ${height + 34}`} role="img" aria-label={label} preserveAspectRatio="xMinYMin meet">
      {items.map((i, n) => {
        const h = (i.value / max) * height;
        return (
          <g key={i.key} transform={`translate(${n * bar}, 0)`}>
            <title>{`${i.title ?? i.label}: ${format(i.value)}`}</title>
            <rect data-bar={i.key} x={bar * 0.15} y={height - h + 14} width={bar * 0.7} height={h} rx={3} fill={i.color ?? 'var(--accent)'} />
            {withValues && i.value > 0 ? (
              <text x={bar / 2} y={height - h + 10} textAnchor="middle" className="bar-value">
                {short(i.value)}
              </text>
            ) : null}
            <text x={bar / 2} y={height + 30} textAnchor="middle" className="bar-label">
              {i.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
