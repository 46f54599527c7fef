import styles from './Tpa.module.css';

export interface GaugeBand {
  /** Upper bound of the band, inclusive (the last is 100). */
  upTo: number;
  color: string;
}

export interface GaugeProps {
  /** 0 to 100. */
  value: number;
  label: string;
  bands: readonly GaugeBand[];
  /** Accessible name, e.g. 'Maturidade do terceiro'. */
  title: string;
}

const NEEDLE = 'var(--color-text, #1c2733)';
const R = 80;
const CX = 100;
const CY = 95;

/** The point of the half circle at `percent` (0 on the left, 100 on the right). */
function point(percent: number, radius = R) {
  const angle = Math.PI * (1 - Math.min(100, Math.max(0, percent)) / 100);
  return { x: CX + radius * Math.cos(angle), y: CY - radius * Math.sin(angle) };
}

function arc(from: number, to: number) {
  const a = point(from);
  const b = point(to);
  return `M ${a.x.toFixed(2)} ${a.y.toFixed(2)} A ${R} ${R} 0 0 1 ${b.x.toFixed(2)} ${b.y.toFixed(2)}`;
}

/** A half-circle gauge: coloured bands, a needle at the value, the percentage and its label. */
export function Gauge({ value, label, bands, title }: GaugeProps) {
  const needle = point(value, R - 18);
  const percent = value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  let start = 0;
  return (
    <figure className={styles.gauge}>
      <svg viewBox="0 0 200 110" role="img" aria-label={`${title}: ${percent}% (${label})`}>
        {bands.map((band) => {
          const path = arc(start, Math.min(100, band.upTo));
          start = band.upTo;
          return (
            <path
              key={band.upTo}
              d={path}
              fill="none"
              stroke={band.color}
              strokeWidth="16"
              strokeLinecap="butt"
            />
          );
        })}
        <line
          x1={CX}
          y1={CY}
          x2={needle.x}
          y2={needle.y}
          // A presentation attribute takes no var(): the theme colour goes through style.
          style={{ stroke: NEEDLE }}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx={CX} cy={CY} r="6" style={{ fill: NEEDLE }} />
      </svg>
      <figcaption>
        <span className={styles.gaugeValue}>{percent}%</span>
        <span className={styles.gaugeLabel}>{label}</span>
      </figcaption>
    </figure>
  );
}
