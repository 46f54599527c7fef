import { MESSAGES, SIMULATION_CLEAR_RELOAD_MS } from '@dpohub/domain';
import type { DosimetryIssue } from '@dpohub/domain';
import type { FineSimulationAnswer } from '@dpohub/domain/wire';
import {
  AccordionWizard,
  Button,
  ConfirmDialog,
  WizardStepButtons,
  useShell,
} from '@dpohub/shared-ui';
import type { WizardStep } from '@dpohub/shared-ui';
import { Form, Formik } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { LABELS } from '../labels';
import { deeper, useHeadingLevel } from './heading-level';
import { AdvantageSection } from './AdvantageSection';
import { BaseValueSection } from './BaseValueSection';
import { FineSection } from './FineSection';
import { InfractionSection } from './InfractionSection';
import styles from './Simulation.module.css';
import { SimulationResult } from './SimulationResult';
import { sectionOfIssue, simulationIssues } from './simulation-issues';
import { INITIAL_SIMULATION_VALUES } from './simulation-values';
import type { SimulationFormValues } from './simulation-values';

export interface SimulatorFormProps {
  /** 'wizard': sections open one by one (public flow); 'expanded': all open (internal form). */
  layout: 'wizard' | 'expanded';
  /** Sends the simulation; resolves with the computed simulation, or null when the call failed. */
  calculate: (values: SimulationFormValues) => Promise<FineSimulationAnswer | null>;
  /** After 'Sim, quero cancelar'. */
  onCancel: () => void;
  /** After 'Limpar simulação', once the 500 ms have passed. */
  onClear: () => void;
  /** 'Ver simulações' (internal form). */
  onSeeSimulations?: () => void;
  /** 'Ir para o início' (public flow). */
  onGoToStart?: () => void;
  /** Extra fields under the sections (the internal form's attachments). */
  extraFields?: ReactNode;
}

/**
 * Clears the result when an answer changes after it was computed: the value on screen always
 * belongs to the answers on screen, and 'Calcular' comes back.
 */
function ResultFollowsAnswers({
  values,
  computedFor,
  onChanged,
}: {
  values: SimulationFormValues;
  computedFor: string | null;
  onChanged: () => void;
}) {
  useEffect(() => {
    if (computedFor !== null && JSON.stringify(values) !== computedFor) onChanged();
  }, [values, computedFor, onChanged]);
  return null;
}

/**
 * Spec 4 section 2.2: 'Limpar simulação' scrolls to the top: of the simulator, not of the page
 * around it. In the portal that is the top of the content area; on a marketing page the host
 * page stays where it is and brings the simulator's top into view (platform m6), instead of
 * jumping to the page's hero far above.
 */
function scrollToTop(element: HTMLElement | null) {
  element?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
}

const SECTION_KEYS = ['aliquota', 'valor-base', 'valor-multa', 'vantagem', 'resultado'] as const;
const RESULT_SECTION = SECTION_KEYS.length - 1;

/** The simulator screen of spec 4 section 2.2: five sections, Cancelar and Calcular. */
export function SimulatorForm({
  layout,
  calculate,
  onCancel,
  onClear,
  onSeeSimulations,
  onGoToStart,
  extraFields,
}: SimulatorFormProps) {
  const { toast } = useShell();
  const topRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const [result, setResult] = useState<FineSimulationAnswer | null>(null);
  // The answers the result was computed for (JSON), null without a result.
  const [computedFor, setComputedFor] = useState<string | null>(null);
  const [problems, setProblems] = useState<DosimetryIssue[]>([]);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const expanded = layout === 'expanded';
  // The five sections sit one level below the flow's top heading (platform m27).
  const sectionLevel = Math.min(4, Math.max(2, deeper(useHeadingLevel(), 1))) as 2 | 3 | 4;
  const [open, setOpen] = useState<string[]>(expanded ? [...SECTION_KEYS] : [SECTION_KEYS[0]]);
  const [reached, setReached] = useState(expanded ? RESULT_SECTION : 0);

  const openSection = (index: number) => {
    setReached((current) => Math.max(current, index));
    const key = SECTION_KEYS[index];
    if (!expanded && key) setOpen([key]);
  };

  const report = (issues: DosimetryIssue[]) => {
    setProblems(issues);
    const [first] = issues;
    if (first) {
      toast.warn(first.message);
      openSection(sectionOfIssue(first));
    }
  };

  const next = (values: SimulationFormValues, index: number) => {
    const issues = simulationIssues(values).filter((issue) => sectionOfIssue(issue) === index);
    if (issues.length > 0) report(issues);
    else {
      setProblems([]);
      openSection(index + 1);
    }
  };

  const submit = async (values: SimulationFormValues) => {
    // Spec 4 section 2.2: a second submit is blocked while the first one runs.
    if (busy.current) return;
    const issues = simulationIssues(values);
    if (issues.length > 0) {
      report(issues);
      return;
    }
    setProblems([]);
    busy.current = true;
    try {
      const computed = await calculate(values);
      if (computed) {
        setResult(computed);
        setComputedFor(JSON.stringify(values));
        openSection(RESULT_SECTION);
      }
    } finally {
      busy.current = false;
    }
  };

  const clear = () => {
    scrollToTop(topRef.current);
    setTimeout(onClear, SIMULATION_CLEAR_RELOAD_MS);
  };

  const dropResult = useCallback(() => {
    setResult(null);
    setComputedFor(null);
  }, []);

  const sections: ReactNode[] = [
    <InfractionSection key="s1" />,
    <BaseValueSection key="s2" />,
    <FineSection key="s3" />,
    <AdvantageSection key="s4" />,
    result ? (
      <SimulationResult key="s5" simulation={result} inStep />
    ) : (
      <p key="s5" className={styles.muted}>
        {LABELS.simulator.summaryPending}
      </p>
    ),
  ];

  return (
    <div ref={topRef}>
      <Formik initialValues={INITIAL_SIMULATION_VALUES} onSubmit={submit}>
        {({ values, isSubmitting }) => {
          const steps: WizardStep[] = SECTION_KEYS.map((key, index) => ({
            key,
            title: LABELS.simulator.sections[index],
            content: sections[index],
            actions:
              expanded || index === RESULT_SECTION ? undefined : (
                <WizardStepButtons
                  onBack={index > 0 ? () => openSection(index - 1) : undefined}
                  onNext={() => next(values, index)}
                />
              ),
          }));
          return (
            <Form noValidate aria-busy={isSubmitting}>
              <ResultFollowsAnswers
                values={values}
                computedFor={computedFor}
                onChanged={dropResult}
              />
              <AccordionWizard
                headingLevel={sectionLevel}
                steps={steps}
                reached={reached}
                open={open}
                onOpenChange={setOpen}
                allowMultiple={expanded}
              />
              {extraFields}
              {problems.length > 0 ? (
                <div className={styles.problems} role="alert">
                  <strong>{LABELS.simulator.problems}</strong>
                  <ul>
                    {problems.map((issue) => (
                      <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div className={styles.actions}>
                {onGoToStart ? (
                  <Button variant="ghost" onClick={onGoToStart}>
                    {LABELS.simulator.goToStart}
                  </Button>
                ) : null}
                {result ? (
                  <>
                    {onSeeSimulations ? (
                      <Button variant="secondary" onClick={onSeeSimulations}>
                        {LABELS.simulator.seeSimulations}
                      </Button>
                    ) : null}
                    <Button variant="primary" onClick={clear}>
                      {LABELS.simulator.clear}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button variant="secondary" onClick={() => setConfirmingCancel(true)}>
                      {LABELS.simulator.cancel}
                    </Button>
                    <Button type="submit" loading={isSubmitting}>
                      {LABELS.simulator.calculate}
                    </Button>
                  </>
                )}
              </div>
            </Form>
          );
        }}
      </Formik>
      <ConfirmDialog
        open={confirmingCancel}
        title={MESSAGES.cancelSimulationTitle}
        text={MESSAGES.cancelSimulationText}
        cancelLabel={LABELS.simulator.cancelDeny}
        confirmLabel={LABELS.simulator.cancelConfirm}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false);
          onCancel();
        }}
      />
    </div>
  );
}
