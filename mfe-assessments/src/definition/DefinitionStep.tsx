import { useMemo, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { isShown, type AssessmentDefinition, type DefinitionStep as Step } from '@dpohub/domain';
import { TextField } from '@dpohub/shared-ui';
import { StepObservation } from '../wizard/StepObservation';
import wizardStyles from '../wizard/Wizard.module.css';
import { DefinitionNote } from './DefinitionNote';
import { DefinitionQuestion } from './DefinitionQuestion';
import {
  missingView,
  useDefinitionViews,
  type RecordClient,
  type StepSubheading,
} from './definition-views';
import { answersOfForm, type DefinitionFormValues } from './definition-values';
import styles from './DefinitionStep.module.css';

interface Props {
  definition: AssessmentDefinition;
  step: Step;
  disabled: boolean;
  /**
   * Firm admins write an observation under each question (spec 3 section 6); everyone else reads
   * the ones written. A kind without observations shows none.
   */
  observations: boolean;
  /** The level of the step's own headings (one below the step's). */
  subheading: StepSubheading;
  /** The record's client, for an answer the record gives. */
  client: RecordClient;
  /** After the questions: the kind's notes on the answers so far. */
  children?: ReactNode;
}

/**
 * A step of a definition: its text, then the questions the answers so far ask, each with the
 * firm's observation or, where the kind has notes, anyone's note; then the step's own note and
 * the kind's notes on the answers so far.
 */
export function DefinitionStep({
  definition,
  step,
  disabled,
  observations,
  subheading,
  client,
  children,
}: Props) {
  const notes = definition.notes;
  const stepNote = notes?.steps[step.position];
  const { values } = useFormikContext<DefinitionFormValues>();
  const { StepIntro } = useDefinitionViews();
  if (step.introSections && !StepIntro) throw missingView('StepIntro');
  const answers = useMemo(
    () => answersOfForm(definition, values.answers),
    [definition, values.answers],
  );
  return (
    <div className={wizardStyles.questions}>
      {step.intro ? <p className={styles.intro}>{step.intro}</p> : null}
      {step.introSections && StepIntro ? (
        <StepIntro sections={step.introSections} subheading={subheading} />
      ) : null}
      {step.position === 1 ? (
        <div className={wizardStyles.question}>
          <TextField
            name="name"
            label={definition.nameLabel}
            hint={definition.nameHelp}
            disabled={disabled}
            maxLength={255}
          />
          {definition.observeName ? (
            <StepObservation field="name" disabled={disabled || !observations} />
          ) : null}
        </div>
      ) : null}
      {step.questions
        .filter((question) => isShown(question, answers))
        .map((question) => (
          <div key={question.code} className={wizardStyles.question}>
            <DefinitionQuestion
              question={question}
              name={`answers.${question.code}`}
              disabled={disabled}
              subheading={subheading}
              client={client}
            />
            {notes ? (
              notes.questions.includes(question.code) ? (
                <DefinitionNote noteKey={question.code} disabled={disabled} />
              ) : null
            ) : definition.withoutObservations ? null : (
              <StepObservation field={question.code} disabled={disabled || !observations} />
            )}
          </div>
        ))}
      {stepNote ? <DefinitionNote noteKey={stepNote} disabled={disabled} /> : null}
      {children}
    </div>
  );
}
