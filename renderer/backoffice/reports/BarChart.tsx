/** A bar chart in plain SVG (no chart library): one bar per item, its value written beside it. */
export function BarChart({
  items,
  label,
  direction = 'vertical',
  format = String,
  short = format,
}: {
  items: { key: string; label: string; value: number; color?: string }[];
  label: string;
  direction?: 'vertical' | 'horizontal';
  /** How a value is written (e.g. money); plain numbers by default. */
  format?: (value: number) => string;
  /** The short form written above a vertical bar (the full one is its tooltip). */
  short?: (value: number) => string;
}) {
  const wide = format !== String;
  const max = Math.max(1, ...items.map((i) => i.value));
  if (direction === 'horizontal') {
    return (
      <div className="hbars" role="img" aria-label={label}>
        {items.map((i) => (
          <div key={i.key} className="hbar" style={wide ? { gridTemplateColumns: 'minmax(6rem, 12rem) 1fr 8rem' } : undefined}>
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
  const width = Math.max(items.length * 40, 320);
  const height = 180;
  const bar = width / Math.max(items.length, 1);
  return (
    <svg className="vbars" viewBox={`0 0 ${width} ${height + 34}`} role="img" aria-label={label} preserveAspectRatio="xMinYMin meet">
      {items.map((i, n) => {
        const h = (i.value / max) * height;
        return (
          <g key={i.key} transform={`translate(${n * bar}, 0)`}>
            <title>{`${i.label}: ${format(i.value)}`}</title>
            <rect x={bar * 0.15} y={height - h + 14} width={bar * 0.7} height={h} rx={3} fill={i.color ?? 'var(--accent)'} />
            {i.value > 0 ? (
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
