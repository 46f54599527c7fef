import { formatBRL } from '@dpohub/domain';
import type { FineSimulationAnswer } from '@dpohub/domain/wire';
import { LABELS } from '../labels';
import { Heading } from './heading-level';
import styles from './SimulationResult.module.css';

export interface SimulationResultProps {
  simulation: Pick<FineSimulationAnswer, 'valorSimulado' | 'grauInfracao' | 'calculo'>;
  /**
   * Inside the simulator's last step, whose panel is already the region 'Valor Simulado da
   * Multa': the result is no second region of that name (axe landmark-unique, platform m27).
   */
  inStep?: boolean;
}

/**
 * The value in BRL, the class of the infraction with its reason, and the calculation the server
 * did, step by step (research note: "so the screen can explain every step").
 */
export function SimulationResult({ simulation, inStep = false }: SimulationResultProps) {
  const { calculo } = simulation;
  const classLabel = calculo?.classLabel ?? simulation.grauInfracao;
  return (
    <section
      className={styles.result}
      aria-live="polite"
      aria-labelledby={inStep ? undefined : 'simulation-result'}
    >
      <Heading depth={2} id="simulation-result" className={styles.heading}>
        {LABELS.result.heading}
      </Heading>
      <p className={styles.value}>{formatBRL(simulation.valorSimulado)}</p>
      {classLabel ? (
        <p className={styles.class}>
          <strong>{LABELS.result.infractionClass}:</strong> {classLabel}
          {calculo?.classReason ? (
            <span className={styles.reason}>{calculo.classReason}</span>
          ) : null}
        </p>
      ) : null}
      {calculo && calculo.steps.length > 0 ? (
        <>
          <Heading depth={3} className={styles.stepsHeading}>
            {LABELS.result.howCalculated}
          </Heading>
          <ol className={styles.steps}>
            {calculo.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <strong>{step.title}</strong>
                <span>{step.detail}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <p className={styles.notice}>{LABELS.result.notice}</p>
    </section>
  );
}
