import { isHttpError, type HttpClient } from '@dpohub/shared-ui';
import { ASSESSMENT_API_BASE, type AssessmentFormDefinition } from '@dpohub/domain';
import type {
  AssessmentComplete,
  AssessmentRecordWire,
  AssessmentSaved,
  AssessmentSaveBody,
  ConclusionQuery,
  StepFinishQuery,
  UnfilledStep as UnfilledStepWire,
} from '@dpohub/domain/wire';

/** A record as the screens keep it: answer fields as texts, plus the record's own fields. */
export type AssessmentValues = Record<string, unknown> & {
  jsonCustomObsObj?: Record<string, string>;
};

export type { AssessmentRecordWire };

/**
 * A step the screens list as unfilled: the server's (with the questions it still needs), or one
 * the screen knows only by its position (nothing saved yet, or its own check of the steps).
 */
export type UnfilledStep = Omit<UnfilledStepWire, 'missing'> & { missing?: string[] };

/** GET completo/{id} with the kind's result typed as the screen reads it. */
export type CompleteAnswer<R> = Omit<AssessmentComplete, 'results' | 'conclusion'> & {
  results?: R | null;
  conclusion?: R | null;
};

const url = (form: AssessmentFormDefinition, path: string) =>
  `${ASSESSMENT_API_BASE}/${form.apiSegment}${path}`;

/** POST tab/salvar: the id of the saved record, or null when the answer has none. */
export async function saveAssessment(
  http: HttpClient,
  form: AssessmentFormDefinition,
  body: AssessmentSaveBody,
): Promise<number | null> {
  const { data } = await http.post<AssessmentSaved | undefined>(url(form, '/tab/salvar'), body, {
    skipErrorToast: true,
  });
  return typeof data?.id === 'number' ? data.id : null;
}

/** GET tab/finish/position: whether the step is filled. */
export async function isStepComplete(
  http: HttpClient,
  form: AssessmentFormDefinition,
  id: number,
  position: number,
): Promise<boolean> {
  const params: StepFinishQuery = { id, position };
  const { data } = await http.get<boolean>(url(form, '/tab/finish/position'), {
    params,
    skipErrorToast: true,
  });
  return data === true;
}

export async function loadAssessment(
  http: HttpClient,
  form: AssessmentFormDefinition,
  id: number,
): Promise<AssessmentRecordWire> {
  const { data } = await http.get<AssessmentRecordWire>(url(form, `/${id}`), {
    skipErrorToast: true,
  });
  return data;
}

/**
 * POST tab/conclusion with an empty body (spec 3 section 7); `finishWithLegalAssessment` asks for
 * the firm's legal review ('Concluir e solicitar análise jurídica', issue 31).
 */
export async function concludeAssessment(
  http: HttpClient,
  form: AssessmentFormDefinition,
  id: number,
  withLegalReview = false,
): Promise<AssessmentRecordWire> {
  const params: ConclusionQuery = {
    id,
    finishWithLegalAssessment: withLegalReview,
    sendBackWithComments: false,
  };
  const { data } = await http.post<AssessmentRecordWire>(url(form, '/tab/conclusion'), undefined, {
    params,
    skipErrorToast: true,
  });
  return data;
}

export async function loadResult<R>(
  http: HttpClient,
  form: AssessmentFormDefinition,
  id: number,
): Promise<CompleteAnswer<R>> {
  const { data } = await http.get<CompleteAnswer<R>>(url(form, `/completo/${id}`), {
    skipErrorToast: true,
  });
  return data;
}

/** The `message` of an error answer, when the server sent one. */
export function serverMessage(error: unknown): string | undefined {
  const data = answerOf<{ message?: unknown }>(error);
  return typeof data?.message === 'string' ? data.message : undefined;
}

export function serverUnfilledSteps(error: unknown): UnfilledStep[] | undefined {
  const data = answerOf<{ unfilledSteps?: unknown }>(error);
  return Array.isArray(data?.unfilledSteps) ? (data.unfilledSteps as UnfilledStep[]) : undefined;
}

/** The body of an error answer, when the server sent an object. */
function answerOf<T extends object>(error: unknown): Partial<T> | undefined {
  const data = isHttpError(error) ? error.response?.data : undefined;
  return typeof data === 'object' && data !== null ? (data as Partial<T>) : undefined;
}
