import { useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ASSESSMENT_FORM_OPTIONS,
  ASSESSMENT_FORM,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_NAME_TRUNCATE_LENGTH,
  ASSESSMENT_STATUS_LABEL,
  DEBOUNCE_MS,
  DEFAULT_ASSESSMENT_FORM_ID,
  MESSAGES,
  assessmentRowPath,
  maskPeriod,
  truncateText,
  type Page,
} from '@dpohub/domain';
import {
  Button,
  DataTable,
  Pagination,
  SearchBox,
  StatusTag,
  isHttpError,
  saveBlobResponse,
  useDebouncedCallback,
  useShell,
  type DataTableColumn,
} from '@dpohub/shared-ui';
import { downloadReport, fetchAssessments, type AssessmentRow, type ListFilters } from './list-api';
import styles from './AssessmentList.module.css';

const EMPTY: Page<AssessmentRow> = {
  content: [],
  totalPages: 0,
  totalElements: 0,
  number: 0,
  size: 0,
};
const FORM_IDS: readonly number[] = ASSESSMENT_FORM_OPTIONS.map((option) => option.id);

function queryNumber(value: string | null, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) ? number : fallback;
}

/** /myAvaliations: the assessments of one form type (spec 3 section 2.5). */
export function AssessmentListPage() {
  const shell = useShell();
  const admin = shell.session.isAdmin();
  const [query, setQuery] = useSearchParams();
  const formSelectId = useId();
  const startId = useId();
  const endId = useId();

  const formIdQuery = queryNumber(query.get('formId'), DEFAULT_ASSESSMENT_FORM_ID);
  const formId = FORM_IDS.includes(formIdQuery) ? formIdQuery : DEFAULT_ASSESSMENT_FORM_ID;
  const shownPage = queryNumber(query.get('page'), 1);
  const filters: ListFilters = {
    formId,
    identificacao: query.get('identificacao') ?? '',
    page: shownPage > 1 ? shownPage - 1 : 0,
    clientId: admin ? queryNumber(query.get('client'), 0) || null : null,
    periodoInicial: query.get('periodoInicial') ?? '',
    periodoFinal: query.get('periodoFinal') ?? '',
  };
  const showPeriods = admin && formId === ASSESSMENT_FORM.ROPA;
  const [periods, setPeriods] = useState({
    start: filters.periodoInicial,
    end: filters.periodoFinal,
  });
  const [result, setResult] = useState<Page<AssessmentRow>>(EMPTY);
  const [loading, setLoading] = useState(true);

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

  const key = JSON.stringify(filters);
  useEffect(() => {
    let alive = true;
    setLoading(true);
    fetchAssessments(shell.http, JSON.parse(key) as ListFilters)
      .then((page) => alive && setResult(page))
      .catch((error: unknown) => {
        console.error('GET minhas-avaliacoes failed', error);
        if (!alive) return;
        setResult(EMPTY);
        // Spec 3 section 8: a list failure is an access warning.
        shell.toast.warn(MESSAGES.noAccess);
      })
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [shell.http, shell.toast, key]);

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
    try {
      saveBlobResponse(await downloadReport(shell.http, filters), 'avaliacoes.xlsx');
    } catch (error) {
      const status = isHttpError(error) ? error.response?.status : undefined;
      if (status === 400) shell.toast.warn(MESSAGES.noSimulationsInPeriod);
      else console.error('GET minhas-avaliacoes/export-excel failed', error);
    }
  };

  const formLabel = ASSESSMENT_FORM_OPTIONS.find((option) => option.id === formId)?.label ?? '';
  const columns: DataTableColumn<AssessmentRow>[] = [
    {
      key: 'name',
      header: ASSESSMENT_MESSAGES.columns.name,
      width: '30%',
      render: (row) => truncateText(row.name, ASSESSMENT_NAME_TRUNCATE_LENGTH),
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
      render: (row) =>
        row.completed ? (
          <StatusTag label={ASSESSMENT_STATUS_LABEL.completed} variant="accept" />
        ) : (
          <StatusTag label={ASSESSMENT_STATUS_LABEL.inProgress} variant="info" />
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
            defaultValue={filters.identificacao}
            onSearch={(text) => update({ identificacao: text.trim() || null, page: null })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={formSelectId}>{ASSESSMENT_MESSAGES.formTypeLabel}</label>
          <select
            id={formSelectId}
            value={formId}
            onChange={(event) => update({ formId: event.target.value, page: null })}
          >
            {ASSESSMENT_FORM_OPTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {showPeriods ? (
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
      </div>
      <div className={styles.table}>
        <DataTable
          caption={ASSESSMENT_MESSAGES.listTitle}
          columns={columns}
          rows={result.content}
          getRowKey={(row) => row.id}
          getRowHref={(row) => assessmentRowPath(row.formId ?? formId, row.id) ?? ''}
          loading={loading}
        />
      </div>
      <div className={styles.pagination}>
        <Pagination
          page={filters.page}
          pageCount={result.totalPages}
          capped={result.totalCapped}
          countedUpTo={result.totalElements}
          onChange={(page) => update({ page: page > 0 ? String(page + 1) : null })}
        />
      </div>
    </section>
  );
}
