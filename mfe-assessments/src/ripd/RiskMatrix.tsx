import {
  RIPD_MESSAGES,
  RISK_SCALE,
  riskLevel,
  type RipdRisk,
  type RiskPlacement,
} from '@dpohub/domain';
import styles from './Ripd.module.css';

const m = RIPD_MESSAGES;
const SEVERITIES = [4, 3, 2, 1] as const;
const LIKELIHOODS = [1, 2, 3, 4] as const;

interface Mark {
  key: string;
  number: number;
  when: 'before' | 'after';
}

const at = (placement: RiskPlacement | null, likelihood: number, severity: number) =>
  placement?.likelihood === likelihood && placement.severity === severity;

function marksAt(risks: readonly RipdRisk[], likelihood: number, severity: number): Mark[] {
  return risks.flatMap((risk) => [
    ...(at(risk.inherent, likelihood, severity)
      ? [{ key: `${risk.number}-before`, number: risk.number, when: 'before' as const }]
      : []),
    ...(at(risk.residual, likelihood, severity)
      ? [{ key: `${risk.number}-after`, number: risk.number, when: 'after' as const }]
      : []),
  ]);
}

const scaleHeader = (value: number) => (
  <>
    <span className={styles.scaleNumber}>{value}</span>{' '}
    <span className={styles.scaleLabel}>{RISK_SCALE[value - 1]!.label}</span>
  </>
);

/**
 * The CNIL risk map: severity in rows (4 at the top), likelihood in columns, each cell tinted by
 * its level, each risk placed before (outlined) and after (filled) its measures.
 */
export function RiskMatrix({ risks }: { risks: readonly RipdRisk[] }) {
  return (
    <div className={styles.matrixWrap}>
      <table className={styles.matrix}>
        <caption>{m.matrixTitle}</caption>
        <colgroup>
          <col className={styles.axis} />
          <col span={4} />
        </colgroup>
        <thead>
          <tr>
            <td className={styles.corner} />
            <th scope="colgroup" colSpan={4}>
              {m.likelihood}
            </th>
          </tr>
          <tr>
            <th scope="col">{m.severity}</th>
            {LIKELIHOODS.map((likelihood) => (
              <th key={likelihood} scope="col">
                {scaleHeader(likelihood)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SEVERITIES.map((severity) => (
            <tr key={severity}>
              <th scope="row">{scaleHeader(severity)}</th>
              {LIKELIHOODS.map((likelihood) => {
                const level = riskLevel(likelihood, severity);
                const marks = marksAt(risks, likelihood, severity);
                return (
                  <td
                    key={likelihood}
                    className={styles[level]}
                    data-likelihood={likelihood}
                    data-severity={severity}
                    data-level={m.levels[level].label}
                  >
                    {marks.length ? (
                      <ul className={styles.marks}>
                        {marks.map((mark) => (
                          <li key={mark.key} className={styles[mark.when]}>
                            {m.riskTag(mark.number)}{' '}
                            <span className={styles.when}>
                              {mark.when === 'before' ? m.before : m.after}
                            </span>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>{m.legend}</p>
    </div>
  );
}
