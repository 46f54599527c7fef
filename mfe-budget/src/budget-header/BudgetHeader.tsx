import {
  DEBOUNCE_MS,
  comparePeriods,
  defaultBudgetPeriod,
  maskPeriod,
  parsePeriod,
} from '@dpohub/domain';
import { Button, ClientPicker, useDebouncedCallback, useShell } from '@dpohub/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { AppliedQuery } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import styles from './BudgetHeader.module.css';

export interface BudgetHeaderProps {
  query: AppliedQuery;
  apply: (next: AppliedQuery) => void;
  onServicesReport: () => void;
  onAddHours: () => void;
  onRemoveHours: () => void;
}

/**
 * The filter header (spec 2 section 2.8): client (admins), the two MM/yyyy periods, the services
 * report and, for admins without a client context, add/remove hours.
 */
export function BudgetHeader({
  query,
  apply,
  onServicesReport,
  onAddHours,
  onRemoveHours,
}: BudgetHeaderProps) {
  const { session } = useShell();
  const admin = session.isAdmin();
  // An admin who already chose a client elsewhere works inside that client.
  const [contextClient] = useState(() => (admin ? session.getSelectedClient() : null));
  const [defaults] = useState(() => defaultBudgetPeriod());
  const [start, setStart] = useState(query.periodoInicial ?? defaults.start);
  const [end, setEnd] = useState(query.periodoFinal ?? defaults.end);
  const [clientId, setClientId] = useState<number | null>(query.idCliente ?? contextClient);
  const [periodError, setPeriodError] = useState(false);
  const startId = useId();
  const endId = useId();
  const latest = useRef({ start, end, clientId });
  latest.current = { start, end, clientId };

  const applyNow = () => {
    const { start: s, end: e, clientId: c } = latest.current;
    const from = parsePeriod(s);
    const to = parsePeriod(e);
    if (from && to && comparePeriods(from, to) > 0) {
      // A start after the end drops both periods and marks the fields.
      setPeriodError(true);
      apply({ idCliente: admin ? c : null, periodoInicial: null, periodoFinal: null });
      return;
    }
    setPeriodError(false);
    if ((s && !from) || (e && !to)) return;
    apply({ idCliente: admin ? c : null, periodoInicial: s || null, periodoFinal: e || null });
  };
  const applyPeriods = useDebouncedCallback(applyNow, DEBOUNCE_MS.budgetPeriods);
  const applyClient = useDebouncedCallback(applyNow, DEBOUNCE_MS.budgetClient);
  const applyContext = useDebouncedCallback(applyNow, DEBOUNCE_MS.budgetAdminClientAutoApply);

  // First visit: the default periods (and an admin's client context) go to the address.
  useEffect(() => {
    if (contextClient !== null && query.idCliente !== contextClient) applyContext();
    else if (!query.periodoInicial && !query.periodoFinal && !periodError) applyNow();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chosen = clientId !== null;
  return (
    <div className={styles.header}>
      {admin && (
        <div className={styles.client}>
          <ClientPicker
            value={clientId}
            allowCreate={false}
            disabled={contextClient !== null}
            onChange={(next) => {
              setClientId(next);
              latest.current.clientId = next;
              applyClient();
            }}
          />
        </div>
      )}
      <div className={styles.periods}>
        {[
          { id: startId, label: BUDGET_LABELS.periodStart, value: start, set: setStart },
          { id: endId, label: BUDGET_LABELS.periodEnd, value: end, set: setEnd },
        ].map((field) => (
          <div key={field.id} className={styles.period}>
            <label htmlFor={field.id}>{field.label}</label>
            <input
              id={field.id}
              inputMode="numeric"
              placeholder="MM/AAAA"
              value={field.value}
              aria-invalid={periodError || undefined}
              className={periodError ? styles.invalid : undefined}
              onChange={(event) => {
                field.set(maskPeriod(event.target.value));
                applyPeriods();
              }}
            />
          </div>
        ))}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onServicesReport}>
          {BUDGET_LABELS.servicesReport}
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
