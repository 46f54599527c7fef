import { STEP_SCROLL_DELAY_MS } from '@dpohub/domain';
import { createElement, useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import styles from './AccordionWizard.module.css';

export interface WizardStep {
  key: string;
  title: ReactNode;
  content: ReactNode;
  /** Voltar / Próximo buttons of this step (see WizardStepButtons). */
  actions?: ReactNode;
}

export interface AccordionWizardProps {
  /** The steps' heading level: one below the page's heading above them (3 by default). */
  headingLevel?: 2 | 3 | 4;
  steps: WizardStep[];
  /** Index of the furthest step reached: later steps are disabled (spec 4 section 3.5). */
  reached: number;
  /** Keys of the open steps (controlled). */
  open: string[];
  onOpenChange: (open: string[]) => void;
  /** Several steps open at once (a completed assessment, spec 3 section 3). */
  allowMultiple?: boolean;
}

/**
 * The step-by-step accordion of the assessments and the simulator: steps beyond `reached` are
 * disabled; a step that opens scrolls into view after STEP_SCROLL_DELAY_MS, once it has laid out,
 * unless the person has already started answering (instantly when they prefer reduced motion).
 */
function StepHeading({
  level,
  className,
  children,
}: {
  level: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}) {
  return createElement(`h${level}`, { className }, children);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function AccordionWizard({
  steps,
  reached,
  open,
  onOpenChange,
  allowMultiple = false,
  headingLevel = 3,
}: AccordionWizardProps) {
  const baseId = useId();
  const sectionRefs = useRef(new Map<string, HTMLElement>());
  const previousOpen = useRef<string[]>(open);

  useEffect(() => {
    const opened = open.filter((key) => !previousOpen.current.includes(key));
    previousOpen.current = open;
    const last = opened[opened.length - 1];
    if (last === undefined) return;
    // Someone who already pressed or typed since the step opened is answering where they are:
    // moving the page then would carry a field away from under the pointer between the press
    // and the release, and the click would be lost.
    let answering = false;
    const onAnswer = () => {
      answering = true;
    };
    document.addEventListener('pointerdown', onAnswer, true);
    document.addEventListener('keydown', onAnswer, true);
    const timer = setTimeout(() => {
      if (answering) return;
      sectionRefs.current.get(last)?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      });
    }, STEP_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', onAnswer, true);
      document.removeEventListener('keydown', onAnswer, true);
    };
  }, [open]);

  const toggle = (key: string) => {
    if (open.includes(key)) onOpenChange(open.filter((item) => item !== key));
    else onOpenChange(allowMultiple ? [...open, key] : [key]);
  };

  return (
    <div className={styles.accordion}>
      {steps.map((step, index) => {
        const isOpen = open.includes(step.key);
        const disabled = index > reached;
        const headerId = `${baseId}-h-${index}`;
        const panelId = `${baseId}-p-${index}`;
        return (
          <section
            key={step.key}
            ref={(element) => {
              if (element) sectionRefs.current.set(step.key, element);
              else sectionRefs.current.delete(step.key);
            }}
            className={`${styles.step} ${isOpen ? styles.open : ''}`}
          >
            <StepHeading level={headingLevel} className={styles.heading}>
              <button
                id={headerId}
                type="button"
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                disabled={disabled}
                onClick={() => toggle(step.key)}
              >
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.title}>{step.title}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </StepHeading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              hidden={!isOpen}
              className={styles.panel}
            >
              {isOpen ? (
                <>
                  {step.content}
                  {step.actions ? <div className={styles.actions}>{step.actions}</div> : null}
                </>
              ) : null}
            </div>
          </section>
        );
      })}
    </div>
  );
}
