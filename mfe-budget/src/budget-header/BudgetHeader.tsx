import {
  DEBOUNCE_MS,
  MESSAGES,
  brazilianDay,
  budgetDayRange,
  comparePeriods,
  defaultBudgetRange,
  maskPeriod,
  parsePeriod,
  periodFieldMessage,
  periodShown,
} from '@dpohub/domain';
import { Button, useDebouncedCallback, useShell } from '@dpohub/shared-ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { AppliedQuery } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import styles from './BudgetHeader.module.css';

// Only a firm admin picks the client: a client's users never load the picker and its list's code.
const ClientSelect = lazy(() =>
  import('./BudgetClientPicker').then((module) => ({ default: module.ClientSelect })),
);

export interface BudgetHeaderProps {
  query: AppliedQuery;
  apply: (next: AppliedQuery) => void;
  onServicesReport: () => void;
  onStatement: () => void;
  onAddHours: () => void;
  onRemoveHours: () => void;
}

/**
 * The filter header (spec 2 section 2.8): client (admins), the two MM/yyyy periods, the services
 * report and the statement and, for admins without a client context, add/remove hours. The
 * default period runs from the same day one year ago (diaInicial) to now; each field says what is
 * wrong with it (budget m5, m6).
 */
export function BudgetHeader({
  query,
  apply,
  onServicesReport,
  onStatement,
  onAddHours,
  onRemoveHours,
}: BudgetHeaderProps) {
  const { session } = useShell();
  const admin = session.isAdmin();
  const today = brazilianDay(new Date());
  // An admin who already chose a client elsewhere works inside that client.
  const [contextClient, setContextClient] = useState(() =>
    admin ? session.getSelectedClient() : null,
  );
  const [defaults] = useState(() => defaultBudgetRange(today));
  const firstVisit = !query.periodoInicial && !query.periodoFinal;
  const [start, setStart] = useState(query.periodoInicial ?? defaults.periodoInicial);
  const [end, setEnd] = useState(query.periodoFinal ?? defaults.periodoFinal);
  // The default starts on today's day of the month; a start typed by hand, on the first.
  const [day, setDay] = useState<number | null>(
    firstVisit ? defaults.diaInicial : query.diaInicial,
  );
  const [clientId, setClientId] = useState<number | null>(query.idCliente ?? contextClient);
  const [reversed, setReversed] = useState(false);
  const startId = useId();
  const endId = useId();
  const latest = useRef({ start, end, clientId, day });
  latest.current = { start, end, clientId, day };

  const applyNow = () => {
    const { start: s, end: e, clientId: c, day: d } = latest.current;
    const from = parsePeriod(s);
    const to = parsePeriod(e);
    if (from && to && comparePeriods(from, to) > 0) {
      // Spec 2 section 2.8: a start after the end drops both periods and marks the fields.
      setReversed(true);
      apply({
        idCliente: admin ? c : null,
        periodoInicial: null,
        periodoFinal: null,
        diaInicial: null,
      });
      return;
    }
    setReversed(false);
    if ((s && !from) || (e && !to)) return;
    apply({
      idCliente: admin ? c : null,
      periodoInicial: s || null,
      periodoFinal: e || null,
      diaInicial: s ? d : null,
    });
  };
  const applyPeriods = useDebouncedCallback(applyNow, DEBOUNCE_MS.budgetPeriods);
  const applyClient = useDebouncedCallback(applyNow, DEBOUNCE_MS.budgetClient);
  const applyContext = useDebouncedCallback(applyNow, DEBOUNCE_MS.budgetAdminClientAutoApply);

  // First visit: the default periods (and an admin's client context) go to the address.
  useEffect(() => {
    if (contextClient !== null && query.idCliente !== contextClient) applyContext();
    else if (firstVisit && !reversed) applyNow();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const clearContext = () => {
    session.setSelectedClient(null);
    setContextClient(null);
  };

  const fields = [
    { id: startId, which: 'start' as const, label: BUDGET_LABELS.periodStart, value: start },
    { id: endId, which: 'end' as const, label: BUDGET_LABELS.periodEnd, value: end },
  ];
  // The days the periods typed cover (the figures follow once they are applied).
  const shown = periodShown(budgetDayRange(start, end, day), today);
  const chosen = clientId !== null;
  return (
    <div className={styles.header}>
      {admin && (
        <div className={styles.client}>
          <Suspense fallback={null}>
            <ClientSelect
              value={clientId}
              disabled={contextClient !== null}
              onChange={(next) => {
                setClientId(next);
                latest.current.clientId = next;
                applyClient();
              }}
            />
          </Suspense>
          {contextClient !== null && (
            <p className={styles.hint}>
              {BUDGET_LABELS.contextHint}{' '}
              <Button variant="ghost" onClick={clearContext}>
                {BUDGET_LABELS.clearContext}
              </Button>
            </p>
          )}
        </div>
      )}
      <div className={styles.periods}>
        <div className={styles.periodFields}>
          {fields.map((field) => {
            const problem = periodFieldMessage(field.value, field.which);
            const invalid = reversed || problem !== null;
            const errorId = `${field.id}-error`;
            return (
              <div key={field.id} className={styles.period}>
                <label htmlFor={field.id}>{field.label}</label>
                <input
                  id={field.id}
                  inputMode="numeric"
                  placeholder="MM/AAAA"
                  value={field.value}
                  aria-invalid={invalid || undefined}
                  aria-describedby={problem ? errorId : undefined}
                  className={invalid ? styles.invalid : undefined}
                  onChange={(event) => {
                    const next = maskPeriod(event.target.value);
                    if (field.which === 'start') {
                      setStart(next);
                      setDay(null);
                    } else setEnd(next);
                    applyPeriods();
                  }}
                />
                {problem && (
                  <span id={errorId} className={styles.error}>
                    {problem}
                  </span>
                )}
              </div>
            );
          })}
        </div>
        <p className={reversed ? styles.error : styles.hint} role={reversed ? 'alert' : undefined}>
          {reversed
            ? `${MESSAGES.budgetPeriodEndBeforeStart} ${BUDGET_LABELS.periodAllTime}.`
            : shown
              ? BUDGET_LABELS.periodShown(shown.from, shown.to)
              : BUDGET_LABELS.periodAllTime}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onServicesReport}>
          {BUDGET_LABELS.servicesReport}
        </Button>
        <Button variant="secondary" onClick={onStatement} disabled={admin && !chosen}>
          {BUDGET_LABELS.statement}
        </Button>
        {admin && contextClient === null && (
          <>
            <Button onClick={onAddHours} disabled={!chosen}>
              {BUDGET_LABELS.addHours}
            </Button>
            <Button variant="secondary" onClick={onRemoveHours} disabled={!chosen}>
              {BUDGET_LABELS.removeHours}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
