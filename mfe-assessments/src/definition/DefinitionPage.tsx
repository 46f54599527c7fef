import { useCallback, useMemo, type ComponentType } from 'react';
import {
  ASSESSMENT_FORMS,
  definitionSteps,
  type AssessmentDefinition,
  type DefinitionStep as Step,
} from '@dpohub/domain';
import { AssessmentWizard, stepHeadingLevel } from '../wizard/AssessmentWizard';
import type { AssessmentRecordWire, AssessmentValues } from '../wizard/assessment-api';
import {
  useAssessmentWizard,
  type AssessmentWizardState,
  type WizardOptions,
} from '../wizard/use-assessment-wizard';
import { useRouteAssessment } from '../wizard/use-route-assessment';
import { DefinitionStep } from './DefinitionStep';
import { DefinitionViewsContext, type DefinitionViews } from './definition-views';
import {
  definitionBeforeSave,
  definitionBodyOf,
  definitionValuesOf,
  emptyDefinitionValues,
} from './definition-values';

/**
 * The result step of a kind: DefinitionResult for a declared scoring, or the kind's own view of a
 * result computed by code (a definition's `custom`). Each page names its own, so that a page
 * carries no other kind's result view.
 */
export type DefinitionResultView = ComponentType<{ wizard: AssessmentWizardState }>;

/** Notes a kind shows under a step as it is answered (ROPA's warnings), from the form's answers. */
export type DefinitionStepNotes = ComponentType<{ step: Step }>;

const NO_VIEWS: DefinitionViews = {};

/**
 * Any assessment kind written as a definition (issue 32), new or saved: the accordion wizard of
 * spec 3 section 2 with the definition's steps and questions, and its result view.
 */
export function DefinitionPage({
  definition,
  Result,
  StepNotes,
  views = NO_VIEWS,
  onSaved,
  finishLoadingMs,
}: {
  /** Imported by the kind's page itself, so that a kind's page carries no other's questions. */
  definition: AssessmentDefinition;
  Result: DefinitionResultView;
  StepNotes?: DefinitionStepNotes;
  /** The views of what few kinds ask (EXTRA_VIEWS), when the definition asks it. */
  views?: DefinitionViews;
} & Pick<WizardOptions, 'onSaved' | 'finishLoadingMs'>) {
  const form = ASSESSMENT_FORMS[definition.kind];
  const { id, queryClient } = useRouteAssessment(form);
  const steps = useMemo(() => definitionSteps(definition), [definition]);
  const initialValues = useMemo(() => emptyDefinitionValues(definition), [definition]);
  const valuesOf = useCallback(
    (record: AssessmentRecordWire) => definitionValuesOf(definition, record),
    [definition],
  );
  const bodyOf = useCallback(
    (values: AssessmentValues) => definitionBodyOf(definition, values),
    [definition],
  );
  const beforeSave = useCallback(
    (values: AssessmentValues) => definitionBeforeSave(definition, values),
    [definition],
  );
  const wizard = useAssessmentWizard({
    form,
    steps,
    id,
    queryClient,
    initialValues,
    valuesOf,
    bodyOf,
    onSaved,
    finishLoadingMs,
    beforeSave,
  });
  // An answer the record gives (the TPA's contracting party) is the chosen client's name.
  const client = useMemo(
    () => ({
      id: wizard.clientId,
      knownName: queryClient?.id === wizard.clientId ? queryClient.name || null : null,
    }),
    [wizard.clientId, queryClient],
  );
  // A step's own titles, one level below the step's heading.
  const subheading = stepHeadingLevel(wizard) === 3 ? 'h4' : 'h3';
  return (
    <DefinitionViewsContext.Provider value={views}>
      <AssessmentWizard
        key={id ?? 'new'}
        wizard={wizard}
        renderStep={(step, disabled) => {
          const asked = definition.steps[step.position - 1]!;
          return (
            <DefinitionStep
              definition={definition}
              step={asked}
              disabled={disabled}
              observations={wizard.admin}
              subheading={subheading}
              client={client}
            >
              {StepNotes ? <StepNotes step={asked} /> : null}
            </DefinitionStep>
          );
        }}
        result={<Result wizard={wizard} />}
      />
    </DefinitionViewsContext.Provider>
  );
}
