import type { StepDefinition } from '@dpohub/domain';
import type { AssessmentRecordWire, AssessmentValues } from './assessment-api';

/** Every question field empty, as a new assessment starts. */
export function emptyValues(steps: readonly StepDefinition[]): AssessmentValues {
  const values: AssessmentValues = { jsonCustomObsObj: {} };
  for (const step of steps) {
    for (const question of step.questions) values[question.field] = '';
  }
  return values;
}

/** A loaded record as form values: nulls as empty texts, observations as an object. */
export function valuesOfRecord(
  steps: readonly StepDefinition[],
  record: AssessmentRecordWire,
): AssessmentValues {
  const values = emptyValues(steps);
  for (const key of Object.keys(values)) {
    if (key === 'jsonCustomObsObj') continue;
    const value = record[key];
    values[key] = typeof value === 'string' ? value : '';
  }
  let observations: Record<string, string> = {};
  try {
    observations = record.jsonCustomObs ? JSON.parse(record.jsonCustomObs) : {};
  } catch {
    observations = {};
  }
  values.jsonCustomObsObj = observations;
  return values;
}

/** The tab/salvar body: the answers, the observations as a JSON string, the id and the client. */
export function saveBody(
  values: AssessmentValues,
  id: number | null,
  clientId: number | null,
): Record<string, unknown> {
  const { jsonCustomObsObj, ...answers } = values;
  return {
    ...answers,
    id,
    clientId,
    jsonCustomObs: JSON.stringify(jsonCustomObsObj ?? {}),
  };
}
