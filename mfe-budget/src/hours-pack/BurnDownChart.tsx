import {
  FORECAST_MESSAGES,
  hoursAndMinutesText,
  parseSignedDuration,
  monthAbbreviation,
} from '@dpohub/domain';
import type { HoursBankOverview } from '@dpohub/domain/wire';
import { BUDGET_LABELS } from '../labels';
import section from '../components/Section.module.css';
import styles from './BurnDownChart.module.css';

// The burn-down of the last 12 months (hours used per month as bars, the balance of the packs in
// force at each month's end as a line) and the forecast. Drawn as plain SVG: twelve bars and a
// line need no chart library in the page's bundle.

const WIDTH = 360;
const HEIGHT = 200;
const PAD = { top: 12, right: 4, bottom: 26, left: 34 };

/** A round top for the hours axis: 7 -> 10, 43 -> 50, 260 -> 300. */
function niceTop(hours: number): number {
  if (hours <= 0) return 10;
  const step = 10 ** Math.floor(Math.log10(hours));
  return Math.ceil(hours / step) * step;
}

export function BurnDownChart({ overview }: { overview: HoursBankOverview }) {
  const months = overview.meses;
  const top = niceTop(
    Math.max(...months.map((month) => Math.max(month.consumidaMinutos, month.saldoMinutos))) / 60,
  );
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / months.length;
  const y = (minutes: number) => PAD.top + plotHeight * (1 - Math.max(minutes, 0) / 60 / top);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const line = months.map((month, index) => `${x(index)},${y(month.saldoMinutos)}`).join(' ');
  const monthly = parseSignedDuration(overview.ritmo.mensal) ?? 0;

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <strong>{BUDGET_LABELS.burnDown}</strong>
        <span className={styles.legend}>
          <span className={styles.usedKey} /> {BUDGET_LABELS.burnDownUsed}
          <span className={styles.balanceKey} /> {BUDGET_LABELS.burnDownBalance}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} aria-hidden="true">
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={PAD.top + plotHeight * (1 - share)}
              y2={PAD.top + plotHeight * (1 - share)}
              className={styles.grid}
            />
            <text
              x={PAD.left - 6}
              y={PAD.top + plotHeight * (1 - share) + 4}
              className={styles.axis}
            >
              {`${top * share}h`}
            </text>
          </g>
        ))}
        {months.map((month, index) => (
          <g key={month.mes}>
            <rect
              x={x(index) - slot * 0.3}
              width={slot * 0.6}
              y={y(month.consumidaMinutos)}
              height={PAD.top + plotHeight - y(month.consumidaMinutos)}
              className={styles.bar}
            />
            <text x={x(index)} y={HEIGHT - 8} className={styles.month}>
              {monthAbbreviation(month.mes)}
            </text>
          </g>
        ))}
        <polyline points={line} className={styles.line} />
        {months.map((month, index) => (
          <circle
            key={month.mes}
            cx={x(index)}
            cy={y(month.saldoMinutos)}
            r={3}
            className={styles.dot}
          />
        ))}
      </svg>
      <ul className={section.visuallyHidden}>
        {months.map((month) => (
          <li key={month.mes}>
            {BUDGET_LABELS.burnDownTable(
              month.mes,
              hoursAndMinutesText(month.consumidaMinutos),
              `${month.saldoMinutos < 0 ? '-' : ''}${hoursAndMinutesText(month.saldoMinutos)}`,
            )}
          </li>
        ))}
      </ul>
      <p className={styles.forecast} data-testid="burn-down-forecast">
        {overview.ritmo.mensagem}
      </p>
      <p className={styles.pace}>{FORECAST_MESSAGES.pace(monthly)}</p>
    </figure>
  );
}
