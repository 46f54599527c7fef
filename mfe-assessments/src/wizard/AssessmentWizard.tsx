import type { ReactNode } from 'react';
import { Formik } from 'formik';
import { ASSESSMENT_MESSAGES, MESSAGES, REVIEW_LABELS, type StepDefinition } from '@dpohub/domain';
import {
  AccordionWizard,
  Button,
  ClientPicker,
  NotFoundState,
  Spinner,
  WizardStepButtons,
  type WizardStep,
} from '@dpohub/shared-ui';
import { ASSESSMENT_PATHS } from '../routing/assessment-paths';
import { AssessmentHeader } from './AssessmentHeader';
import { SavedAssessmentParts } from '../review/lazy-review';
import { QuestionField } from './QuestionField';
import { UnfilledStepsNotice } from './UnfilledStepsNotice';
import { RESULT_STEP_KEY, stepKey, type AssessmentWizardState } from './use-assessment-wizard';
import styles from './Wizard.module.css';

export interface AssessmentWizardProps {
  wizard: AssessmentWizardState;
  /** At the end of a step, e.g. the ROPA's live notes. */
  renderStepExtras?: (step: StepDefinition, disabled: boolean) => ReactNode;
  /** Content of the last step (Conclusões / Resultado final). */
  result: ReactNode;
  /** A step drawn by the kind itself instead of its question list (a definition's step). */
  renderStep?: (step: StepDefinition, disabled: boolean) => ReactNode;
}

/** An assessment as the accordion wizard of spec 3 section 2, on the engine's state. */
/**
 * The steps sit under the saved record's h2, or straight under the top bar's h1 on a new one
 * (axe heading-order); what a step titles inside it is one level below.
 */
export function stepHeadingLevel(wizard: { header: unknown }): 2 | 3 {
  return wizard.header ? 3 : 2;
}

export function AssessmentWizard({
  wizard,
  renderStepExtras,
  result,
  renderStep,
}: AssessmentWizardProps) {
  const { steps, form, admin, readOnly } = wizard;
  const resultTitle = form.stepTitles[form.stepTitles.length - 1]!;

  if (wizard.loadFailed) {
    return (
      <div className={styles.page}>
        <NotFoundState
          message={`${MESSAGES.loadError}. ${ASSESSMENT_MESSAGES.loadFailedHint}`}
          backLabel={ASSESSMENT_MESSAGES.backToList}
          backTo={`${ASSESSMENT_PATHS.list}?formId=${form.formId}`}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {wizard.header ? <AssessmentHeader header={wizard.header} formTitle={form.title} /> : null}
      {admin ? (
        <div className={styles.client}>
          <ClientPicker
            value={wizard.clientId}
            onChange={wizard.setClientId}
            allowCreate={false}
            label={ASSESSMENT_MESSAGES.selectClientLabel}
            disabled={wizard.clientLocked}
          />
        </div>
      ) : null}
      {wizard.finishing ? (
        <div className={styles.finishing} role="status">
          <Spinner size="large" />
          <span>{MESSAGES.finishing}</span>
        </div>
      ) : null}
      {wizard.loading ? (
        <div className={styles.loading}>
          <Spinner size="large" showLabel />
        </div>
      ) : (
        <Formik initialValues={wizard.initialValues} enableReinitialize onSubmit={() => undefined}>
          {({ values }) => {
            const wizardSteps: WizardStep[] = steps.map((step, index) => {
              const last = step.position === wizard.lastPosition;
              // Finding M1: the firm concludes too; a concluded record keeps Próximo for admins.
              const concludeHere = last && !wizard.completed;
              const pending = wizard.finishAttempted && wizard.unfilled.includes(step.position);
              return {
                key: stepKey(step.position),
                title: pending ? (
                  <>
                    {step.title}{' '}
                    <span className={styles.pending}>{ASSESSMENT_MESSAGES.pendingStep}</span>
                  </>
                ) : (
                  step.title
                ),
                content: renderStep ? (
                  renderStep(step, readOnly)
                ) : (
                  <div className={styles.questions}>
                    {step.questions
                      .filter((question) => question.shownWhen?.(values) ?? true)
                      .map((question) => (
                        <div key={question.field} className={styles.question}>
                          <QuestionField question={question} disabled={readOnly} />
                        </div>
                      ))}
                    {renderStepExtras?.(step, readOnly)}
                  </div>
                ),
                actions: readOnly ? undefined : concludeHere && !admin ? (
                  // Issue 31: a client concludes directly or asks for the firm's legal review.
                  <>
                    <WizardStepButtons
                      onBack={index > 0 ? () => wizard.back(index) : undefined}
                      onNext={() => void wizard.finish(index, values)}
                      nextLabel={REVIEW_LABELS.conclude}
                      saving={wizard.saving || wizard.finishing}
                    />
                    <Button
                      variant="primary"
                      onClick={() => void wizard.finish(index, values, true)}
                      disabled={wizard.saving || wizard.finishing}
                    >
                      {REVIEW_LABELS.concludeWithReview}
                    </Button>
                  </>
                ) : (
                  <WizardStepButtons
                    onBack={index > 0 ? () => wizard.back(index) : undefined}
                    onNext={() =>
                      void (concludeHere
                        ? wizard.finish(index, values)
                        : wizard.next(index, values))
                    }
                    nextLabel={concludeHere ? ASSESSMENT_MESSAGES.conclude : undefined}
                    saving={wizard.saving || wizard.finishing}
                  />
                ),
              };
            });
            wizardSteps.push({
              key: RESULT_STEP_KEY,
              title: resultTitle,
              content: result,
              actions: readOnly ? undefined : (
                <WizardStepButtons onBack={() => wizard.back(steps.length)} />
              ),
            });
            return (
              <>
                {wizard.blocked ? <UnfilledStepsNotice steps={wizard.blocked} /> : null}
                <AccordionWizard
                  steps={wizardSteps}
                  reached={wizard.reached}
                  open={wizard.open}
                  onOpenChange={wizard.setOpen}
                  allowMultiple={wizard.completed}
                  headingLevel={stepHeadingLevel(wizard)}
                />
              </>
            );
          }}
        </Formik>
      )}
      {/*
        Issue 31: the firm's review, the versions and the record's audit history. They load after
        the steps and sit below them, so that their arrival never moves a step's buttons away
        from a click.
      */}
      {wizard.header && wizard.id !== null ? (
        <>
          <SavedAssessmentParts.Review wizard={wizard} />
          <SavedAssessmentParts.Audit recordId={wizard.id} refresh={wizard.header} />
        </>
      ) : null}
    </div>
  );
}
