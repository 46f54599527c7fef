import type * as IdentificationDialogModule from './IdentificationDialog';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AGENT_PROFILE_MESSAGES,
  ASSESSMENT_API_BASE,
  ASSESSMENT_FORM,
  ASSESSMENT_FORM_OPTIONS,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_STATUS,
  ASSESSMENT_STATUS_LABEL,
  DEBOUNCE_MS,
  FIRM_PROFILE_FIELDS,
  FIRM_PROFILE_LABELS,
  MESSAGES,
  PRIVACY_AGENT_FIELDS,
  PRIVACY_AGENT_LABELS,
  REVIEW_LABELS,
  REVIEW_STATES,
  REVIEW_STATE_KEYS,
  assessmentRowPath,
  defaultListFormId,
  isAssessmentStatus,
  isReviewState,
  listName,
  reviewStateLabel,
  maskPeriod,
  mayExportRegister,
  principalOf,
  visibleAssessmentForms,
} from '@dpohub/domain';
import {
  Button,
  ClientPicker,
  DataTable,
  Pagination,
  SearchBox,
  StatusTag,
  isHttpError,
  saveBlobResponse,
  useDebouncedCallback,
  usePagedQuery,
  useShell,
  type DataTableColumn,
  lazyDialog,
} from '@dpohub/shared-ui';
import {
  ASSESSMENTS_LIST_PATH,
  downloadReport,
  fetchAssessments,
  type AssessmentRow,
  type ListFilters,
} from './list-api';
import styles from './AssessmentList.module.css';

// The identification forms load when opened (the dialog is generic over its profile's fields).
const IdentificationDialog = lazyDialog(() =>
  import('./IdentificationDialog').then((module) => module.IdentificationDialog),
) as typeof IdentificationDialogModule.IdentificationDialog;

function queryNumber(value: string | null, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) ? number : fallback;
}

type Dialog = 'agent' | 'firm' | null;

const REVIEW_TAG_VARIANT = {
  IN_REVIEW: 'warn',
  RETURNED: 'danger',
  APPROVED: 'accept',
} as const;

/** /myAvaliations: the assessments of one form type (spec 3 section 2.5). */
export function AssessmentListPage() {
  const shell = useShell();
  const admin = shell.session.isAdmin();
  const user = shell.session.getUser();
  const principal = useMemo(() => (user ? principalOf(user) : null), [user]);
  const [query, setQuery] = useSearchParams();
  const formSelectId = useId();
  const statusSelectId = useId();
  const reviewSelectId = useId();
  const startId = useId();
  const endId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);

  // Finding m1: only the kinds the user may open, and a default among them.
  const visibleIds = useMemo(
    () => (principal ? visibleAssessmentForms(principal).map((form) => form.formId) : []),
    [principal],
  );
  const fallback = principal ? defaultListFormId(principal) : null;
  const formIdQuery = queryNumber(query.get('formId'), fallback ?? 0);
  const formId = (visibleIds as number[]).includes(formIdQuery) ? formIdQuery : fallback;
  const status = query.get('status');
  const review = query.get('analise');
  const shownPage = queryNumber(query.get('page'), 1);
  const filters: ListFilters | null =
    formId === null
      ? null
      : {
          formId,
          identificacao: query.get('identificacao') ?? '',
          page: shownPage > 1 ? shownPage - 1 : 0,
          clientId: admin ? queryNumber(query.get('client'), 0) || null : null,
          periodoInicial: query.get('periodoInicial') ?? '',
          periodoFinal: query.get('periodoFinal') ?? '',
          status: isAssessmentStatus(status) ? status : null,
          analise: isReviewState(review) ? review : null,
        };
  const ropa = formId === ASSESSMENT_FORM.ROPA;
  // The register is the controller's: the firm and the client's administrators export it.
  const mayExport =
    !!principal && ropa && (admin || mayExportRegister(principal, principal.client ?? 0));
  const [periods, setPeriods] = useState({
    start: filters?.periodoInicial ?? '',
    end: filters?.periodoFinal ?? '',
  });
  // Spec 3 section 8: a list failure is an access warning.
  const { result, loading, refreshing, failedAt } = usePagedQuery({
    queryKey: [ASSESSMENTS_LIST_PATH, filters],
    // Enabled only with filters.
    fetchPage: (signal) => fetchAssessments(shell.http, filters!, signal),
    enabled: filters !== null,
  });

  useEffect(() => shell.setTitle(ASSESSMENT_MESSAGES.listTitle), [shell]);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setQuery],
  );

  // No kind to show: the access warning of spec 3 section 8, and no call.
  const noKind = filters === null;
  useEffect(() => {
    if (noKind || failedAt) shell.toast.warn(MESSAGES.noAccess);
  }, [noKind, failedAt, shell.toast]);

  const applyPeriods = useDebouncedCallback(
    (start: string, end: string) =>
      update({ periodoInicial: start, periodoFinal: end, page: null }),
    DEBOUNCE_MS.assessmentsPeriods,
  );

  const changePeriod = (which: 'start' | 'end', typed: string) => {
    const next = { ...periods, [which]: maskPeriod(typed) };
    setPeriods(next);
    applyPeriods(next.start, next.end);
  };

  const report = async () => {
    if (!filters) return;
    try {
      saveBlobResponse(await downloadReport(shell.http, filters), 'avaliacoes.xlsx');
    } catch (error) {
      const code = isHttpError(error) ? error.response?.status : undefined;
      if (code === 400) shell.toast.warn(ASSESSMENT_MESSAGES.noAssessmentsInPeriod);
      else console.error('GET minhas-avaliacoes/export-excel failed', error);
    }
  };

  const agentClient = admin ? (filters?.clientId ?? null) : (principal?.client ?? null);
  const openAgent = () => {
    if (!agentClient) shell.toast.warn(AGENT_PROFILE_MESSAGES.chooseClient);
    else setDialog('agent');
  };
  const closeDialog = useCallback(() => setDialog(null), []);

  const formLabel = ASSESSMENT_FORM_OPTIONS.find((option) => option.id === formId)?.label ?? '';
  const columns: DataTableColumn<AssessmentRow>[] = [
    {
      key: 'name',
      header: ASSESSMENT_MESSAGES.columns.name,
      width: '30%',
      // Finding m3: cut at 50 characters with an ellipsis, the whole name on hover.
      render: (row) => {
        const name = listName(row.name);
        return <span title={name.full}>{name.text}</span>;
      },
    },
    { key: 'form', header: ASSESSMENT_MESSAGES.columns.form, render: () => formLabel },
    {
      key: 'createdBy',
      header: ASSESSMENT_MESSAGES.columns.createdBy,
      render: (row) => row.createdBy,
    },
    {
      key: 'client',
      header: ASSESSMENT_MESSAGES.columns.client,
      render: (row) => row.client ?? '',
    },
    {
      key: 'status',
      header: ASSESSMENT_MESSAGES.columns.status,
      // Issue 31: the firm's review beside the spec's status, which keeps its meaning.
      render: (row) => (
        <span className={styles.statuses}>
          {row.completed ? (
            <StatusTag label={ASSESSMENT_STATUS_LABEL.completed} variant="accept" />
          ) : (
            <StatusTag label={ASSESSMENT_STATUS_LABEL.inProgress} variant="info" />
          )}
          {row.reviewState ? (
            <StatusTag
              label={reviewStateLabel(row.reviewState)}
              variant={REVIEW_TAG_VARIANT[row.reviewState]}
            />
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <section className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchBox
            placeholder={ASSESSMENT_MESSAGES.searchPlaceholder}
            delay={DEBOUNCE_MS.assessmentsSearch}
            defaultValue={filters?.identificacao ?? ''}
            onSearch={(text) => update({ identificacao: text.trim() || null, page: null })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={formSelectId}>{ASSESSMENT_MESSAGES.formTypeLabel}</label>
          <select
            id={formSelectId}
            value={formId ?? ''}
            disabled={formId === null}
            onChange={(event) => update({ formId: event.target.value, page: null })}
          >
            {ASSESSMENT_FORM_OPTIONS.filter((option) =>
              (visibleIds as number[]).includes(option.id),
            ).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={statusSelectId}>{ASSESSMENT_MESSAGES.statusFilterLabel}</label>
          <select
            id={statusSelectId}
            value={filters?.status ?? ''}
            onChange={(event) => update({ status: event.target.value || null, page: null })}
          >
            <option value="">{ASSESSMENT_MESSAGES.statusAll}</option>
            <option value={ASSESSMENT_STATUS.DONE}>{ASSESSMENT_STATUS_LABEL.completed}</option>
            <option value={ASSESSMENT_STATUS.DRAFT}>{ASSESSMENT_STATUS_LABEL.inProgress}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={reviewSelectId}>{REVIEW_LABELS.reviewFilterLabel}</label>
          <select
            id={reviewSelectId}
            value={filters?.analise ?? ''}
            onChange={(event) => update({ analise: event.target.value || null, page: null })}
          >
            <option value="">{ASSESSMENT_MESSAGES.statusAll}</option>
            {REVIEW_STATE_KEYS.map((state) => (
              <option key={state} value={state}>
                {REVIEW_STATES[state]}
              </option>
            ))}
          </select>
        </div>
        {admin ? (
          <div className={styles.clientFilter}>
            <ClientPicker
              value={filters?.clientId ?? null}
              onChange={(client) => update({ client: client ? String(client) : null, page: null })}
              allowCreate={false}
            />
          </div>
        ) : null}
        {mayExport ? (
          <>
            <div className={styles.field}>
              <label htmlFor={startId}>{ASSESSMENT_MESSAGES.periodStart}</label>
              <input
                id={startId}
                inputMode="numeric"
                placeholder="MM/AAAA"
                value={periods.start}
                onChange={(event) => changePeriod('start', event.target.value)}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={endId}>{ASSESSMENT_MESSAGES.periodEnd}</label>
              <input
                id={endId}
                inputMode="numeric"
                placeholder="MM/AAAA"
                value={periods.end}
                onChange={(event) => changePeriod('end', event.target.value)}
              />
            </div>
            <Button onClick={() => void report()}>{ASSESSMENT_MESSAGES.report}</Button>
          </>
        ) : null}
        {ropa && principal ? (
          <Button variant="secondary" onClick={openAgent}>
            {AGENT_PROFILE_MESSAGES.agentButton}
          </Button>
        ) : null}
        {admin ? (
          <Button variant="secondary" onClick={() => setDialog('firm')}>
            {AGENT_PROFILE_MESSAGES.firmButton}
          </Button>
        ) : null}
      </div>
      <div className={styles.table}>
        <DataTable
          caption={ASSESSMENT_MESSAGES.listTitle}
          columns={columns}
          rows={result.content}
          getRowKey={(row) => row.id}
          getRowHref={(row) => assessmentRowPath(row.formId ?? formId ?? 0, row.id) ?? ''}
          loading={loading}
          refreshing={refreshing}
        />
      </div>
      <div className={styles.pagination}>
        <Pagination
          page={filters?.page ?? 0}
          pageCount={result.totalPages}
          capped={result.totalCapped}
          countedUpTo={result.totalElements}
          onChange={(page) => update({ page: page > 0 ? String(page + 1) : null })}
        />
      </div>
      {dialog === 'agent' && agentClient ? (
        <IdentificationDialog
          title={AGENT_PROFILE_MESSAGES.agentTitle}
          hint={AGENT_PROFILE_MESSAGES.agentHint}
          fields={PRIVACY_AGENT_FIELDS}
          labels={PRIVACY_AGENT_LABELS}
          url={`${ASSESSMENT_API_BASE}/agente-tratamento/${agentClient}`}
          onClose={closeDialog}
        />
      ) : null}
      {dialog === 'firm' ? (
        <IdentificationDialog
          title={AGENT_PROFILE_MESSAGES.firmTitle}
          hint={AGENT_PROFILE_MESSAGES.firmHint}
          fields={FIRM_PROFILE_FIELDS}
          labels={FIRM_PROFILE_LABELS}
          url={`${ASSESSMENT_API_BASE}/escritorio`}
          onClose={closeDialog}
        />
      ) : null}
    </section>
  );
}
