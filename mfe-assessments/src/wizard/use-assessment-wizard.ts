import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BLOCKED_FINISH_MESSAGE_MS,
  MESSAGES,
  SPINNER_REMOVAL_MS,
  isReviewState,
  numberedStepTitle,
  type ReviewState,
  type AssessmentFormDefinition,
  type StepDefinition,
} from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import type { AssessmentApproval } from '@dpohub/domain/wire';
import {
  concludeAssessment,
  isStepComplete,
  loadAssessment,
  saveAssessment,
  serverMessage,
  serverUnfilledSteps,
  type AssessmentRecordWire,
  type AssessmentValues,
  type UnfilledStep,
} from './assessment-api';
import { emptyValues, saveBody, valuesOfRecord } from './values';

export const RESULT_STEP_KEY = 'step-result';
export const stepKey = (position: number) => `step-${position}`;

/** What the details header says about the record (finding m9). */
export interface AssessmentHeaderInfo {
  name: string;
  clientName: string;
  completed: boolean;
  createdBy: string | null;
  completedBy: string | null;
  completedAt: string | null;
  updatedBy: string | null;
  updatedAt: string | null;
  /** The firm's review and the newest numbered version (issue 31). */
  reviewState: ReviewState | null;
  version: number;
  approval: AssessmentApproval | null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

function headerOf(record: AssessmentRecordWire): AssessmentHeaderInfo {
  return {
    name: typeof record.name === 'string' ? record.name : '',
    clientName: record.client?.name ?? '',
    completed: record.completed,
    createdBy: textOrNull(record.createdBy),
    completedBy: textOrNull(record.completedBy),
    completedAt: textOrNull(record.completedAt),
    updatedBy: textOrNull(record.updatedBy),
    updatedAt: textOrNull(record.updatedAt),
    reviewState: isReviewState(record.reviewState) ? record.reviewState : null,
    version: typeof record.version === 'number' ? record.version : 0,
    approval: record.approval ?? null,
  };
}

export interface WizardOptions {
  form: AssessmentFormDefinition;
  steps: readonly StepDefinition[];
  /** The id of the route: details mode when present. */
  id: number | null;
  /** Client chosen by the query (`client`, `clientName`): preselected and locked. */
  queryClient: { id: number; name: string } | null;
  /** A kind whose values are not one text per question (a definition): its own empty values ... */
  initialValues?: AssessmentValues;
  /** ... its values of a loaded record ... */
  valuesOf?: (record: AssessmentRecordWire) => AssessmentValues;
  /** ... and its tab/salvar body (id and clientId are added). */
  bodyOf?: (values: AssessmentValues) => Record<string, unknown>;
  /** A warning that stops the save (nothing is sent), e.g. days out of order. */
  beforeSave?: (values: AssessmentValues) => string | null;
  /** After a step's save succeeded (ROPA's refresh signal on steps 3 to 7). */
  onSaved?: (position: number) => void;
  /** How long the finishing state shows when Concluir is pressed (ROPA: 3000 ms). */
  finishLoadingMs?: number;
}

/**
 * The wizard engine of spec 3 section 2, shared by every assessment kind: loading by id, one
 * accordion step open at a time (several once completed), save per step with its toasts and its
 * completeness check, finishing with the unfilled-steps list, read-only completed assessments for
 * non-admins. A failed save leaves the step open with what the user typed.
 */
export function useAssessmentWizard({
  form,
  steps,
  id: routeId,
  queryClient,
  initialValues: kindInitialValues,
  valuesOf,
  bodyOf,
  beforeSave,
  onSaved,
  finishLoadingMs,
}: WizardOptions) {
  const { http, toast, session } = useShell();
  const admin = session.isAdmin();
  const lastPosition = steps[steps.length - 1]!.position;

  const [initialValues, setInitialValues] = useState<AssessmentValues>(
    () => kindInitialValues ?? emptyValues(steps),
  );
  const [id, setId] = useState<number | null>(routeId);
  const [clientId, setClientId] = useState<number | null>(
    queryClient?.id ?? (admin ? null : session.getSelectedClient()),
  );
  const [completed, setCompleted] = useState(false);
  const [loading, setLoading] = useState(routeId !== null);
  // Finding m4: a record that fails to load (missing, another kind, another client's) shows
  // the error state, never an empty form.
  const [loadFailed, setLoadFailed] = useState(false);
  const [header, setHeader] = useState<AssessmentHeaderInfo | null>(null);
  // Finding m2: after a blocked finish the unfilled steps stay marked and listed.
  const [finishAttempted, setFinishAttempted] = useState(false);
  const [open, setOpen] = useState<string[]>([stepKey(steps[0]!.position)]);
  // Index of the furthest step reached; in details mode every step is open to the user.
  const [reached, setReached] = useState(routeId !== null ? steps.length : 0);
  // Spec 3 section 4: with an id, every step counts as filled until a save says otherwise.
  const [unfilled, setUnfilled] = useState<number[]>(
    routeId !== null ? [] : steps.map((step) => step.position),
  );
  const [blocked, setBlocked] = useState<UnfilledStep[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const finishingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [resultVersion, setResultVersion] = useState(0);
  const blockedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (blockedTimer.current) clearTimeout(blockedTimer.current);
      if (finishingTimer.current) clearTimeout(finishingTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (routeId === null) return;
    let alive = true;
    let spinnerTimer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        const record = await loadAssessment(http, form, routeId);
        if (!alive) return;
        setInitialValues(valuesOf ? valuesOf(record) : valuesOfRecord(steps, record));
        setClientId(record.clientId);
        setCompleted(record.completed);
        setHeader(headerOf(record));
        if (record.completed) setOpen([]);
      } catch (error) {
        console.error('loading the assessment failed', error);
        if (alive) {
          toast.error(MESSAGES.loadError);
          setLoadFailed(true);
        }
      } finally {
        // Spec 3 section 2: the spinner is removed 400 ms after the load.
        spinnerTimer = setTimeout(() => alive && setLoading(false), SPINNER_REMOVAL_MS);
      }
    })();
    return () => {
      alive = false;
      if (spinnerTimer) clearTimeout(spinnerTimer);
    };
  }, [http, form, routeId, steps, toast, valuesOf]);

  const readOnly = completed && !admin;
  const isDetails = routeId !== null;

  const showBlocked = useCallback((list: UnfilledStep[]) => {
    setBlocked(list);
    if (blockedTimer.current) clearTimeout(blockedTimer.current);
    blockedTimer.current = setTimeout(() => setBlocked(null), BLOCKED_FINISH_MESSAGE_MS);
  }, []);

  const openStep = useCallback(
    (index: number) => {
      const key = index >= steps.length ? RESULT_STEP_KEY : stepKey(steps[index]!.position);
      setReached((current) => Math.max(current, index));
      setOpen((current) => (completed ? [...new Set([...current, key])] : [key]));
    },
    [steps, completed],
  );

  /** Saves the values as the step at `index`; true when saved. */
  const save = useCallback(
    async (index: number, values: AssessmentValues): Promise<number | null> => {
      if (admin && !clientId) {
        toast.warn(MESSAGES.selectClient);
        return null;
      }
      const warning = beforeSave?.(values);
      if (warning) {
        toast.warn(warning);
        return null;
      }
      setSaving(true);
      toast.info(MESSAGES.saving);
      const position = steps[index]!.position;
      try {
        // The step title travels with the save: '2 - Informações Básicas' (spec 3 section 7).
        const body = bodyOf ? { ...bodyOf(values), id, clientId } : saveBody(values, id, clientId);
        const savedId = await saveAssessment(http, form, {
          ...body,
          stepTitle: numberedStepTitle(form, position),
        });
        if (savedId === null) {
          toast.error(MESSAGES.saveError);
          return null;
        }
        setId(savedId);
        toast.success(MESSAGES.saved);
        onSaved?.(position);
        // The header shows who changed it last and when, as the server recorded it.
        loadAssessment(http, form, savedId)
          .then((record) => setHeader(headerOf(record)))
          .catch((error: unknown) => console.error('reloading the header failed', error));
        try {
          const filled = await isStepComplete(http, form, savedId, position);
          setUnfilled((current) =>
            filled ? current.filter((p) => p !== position) : [...new Set([...current, position])],
          );
        } catch (error) {
          console.error('the completeness check failed', error);
        }
        return savedId;
      } catch (error) {
        // Nothing is saved silently: the step stays open with what the user typed.
        toast.error(serverMessage(error) ?? MESSAGES.saveError);
        return null;
      } finally {
        setSaving(false);
      }
    },
    [admin, beforeSave, bodyOf, clientId, form, http, id, onSaved, steps, toast],
  );

  const next = useCallback(
    async (index: number, values: AssessmentValues) => {
      if ((await save(index, values)) !== null) openStep(index + 1);
    },
    [save, openStep],
  );

  const back = useCallback((index: number) => openStep(Math.max(0, index - 1)), [openStep]);

  /**
   * Concluir (or 'Concluir e solicitar análise jurídica' with `withLegalReview`): save the last
   * step, then finish when every step is filled.
   */
  const finish = useCallback(
    async (index: number, values: AssessmentValues, withLegalReview = false) => {
      if (finishLoadingMs) {
        // Spec 3 section 4: in ROPA a save while finishing shows a loading state for 3000 ms.
        setFinishing(true);
        if (finishingTimer.current) clearTimeout(finishingTimer.current);
        finishingTimer.current = setTimeout(() => setFinishing(false), finishLoadingMs);
      }
      const savedId = await save(index, values);
      if (savedId === null) return;
      // Recheck every step on the server before finishing (spec 3 section 4).
      const stillMissing: number[] = [];
      for (const position of form.positions) {
        try {
          if (!(await isStepComplete(http, form, savedId, position))) stillMissing.push(position);
        } catch {
          stillMissing.push(position);
        }
      }
      setUnfilled(stillMissing);
      if (stillMissing.length) {
        setFinishAttempted(true);
        // Conclusões stays reachable, listing the steps and the answers they still need.
        setReached(steps.length);
        setResultVersion((v) => v + 1);
        showBlocked(stillMissing.map((p) => ({ position: p, title: numberedStepTitle(form, p) })));
        return;
      }
      toast.info(MESSAGES.finishing);
      try {
        await loadAssessment(http, form, savedId);
        const record = await concludeAssessment(http, form, savedId, withLegalReview);
        if (!record?.id) throw new Error('no id');
        toast.success(MESSAGES.finished);
        setHeader(headerOf(record));
        setCompleted(true);
        setReached(steps.length);
        setOpen([RESULT_STEP_KEY]);
        setResultVersion((v) => v + 1);
      } catch (error) {
        const list = serverUnfilledSteps(error);
        if (list?.length) {
          setUnfilled(list.map((step) => step.position));
          setFinishAttempted(true);
          setReached(steps.length);
          showBlocked(list);
        }
        // Answers that contradict each other: the server says which (findings M2 and m13).
        toast.error(serverMessage(error) ?? MESSAGES.finishError);
        setReached(steps.length);
        setResultVersion((v) => v + 1);
      }
    },
    [finishLoadingMs, form, http, save, showBlocked, steps, toast],
  );

  /** Reads the record again after a step of the review (sent back, approved). */
  const reload = useCallback(async () => {
    if (id === null) return;
    const record = await loadAssessment(http, form, id);
    setInitialValues(valuesOf ? valuesOf(record) : valuesOfRecord(steps, record));
    setCompleted(record.completed);
    setHeader(headerOf(record));
    setResultVersion((v) => v + 1);
  }, [form, http, id, steps, valuesOf]);

  return {
    form,
    steps,
    admin,
    reload,
    id,
    clientId,
    setClientId,
    clientLocked: isDetails || queryClient !== null,
    initialValues,
    completed,
    readOnly,
    loading,
    loadFailed,
    header,
    finishAttempted,
    open,
    setOpen,
    reached,
    unfilled,
    blocked,
    saving,
    finishing,
    resultVersion,
    lastPosition,
    next,
    back,
    finish,
  };
}

export type AssessmentWizardState = ReturnType<typeof useAssessmentWizard>;
