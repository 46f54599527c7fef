import { PageContainer, useShell } from '@dpohub/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isBudgetQuery } from './budget-api';
import { BudgetHeader } from './budget-header/BudgetHeader';
import { useBudgetQuery } from './budget-header/use-budget-query';
import { BurnDownSection } from './hours-pack/BurnDownSection';
import { HoursPackCard, useHoursPack } from './hours-pack/HoursPackCard';
import { BUDGET_LABELS } from './labels';
import type { ReportKind } from './reports/ReportDialog';
import { ServicesList } from './services/ServicesList';
import { StatusControlTable } from './status-control/StatusControlTable';
import { WorkShareSection } from './work-share/WorkShareSection';
import styles from './BudgetControlPage.module.css';

// Dialogs load when first opened: the page's first visit carries only what it shows.
const ReportDialog = lazy(() =>
  import('./reports/ReportDialog').then((module) => ({ default: module.ReportDialog })),
);
const AddHoursDialog = lazy(() =>
  import('./hours-bank/HoursMovementDialogs').then((module) => ({
    default: module.AddHoursDialog,
  })),
);
const RemoveHoursDialog = lazy(() =>
  import('./hours-bank/HoursMovementDialogs').then((module) => ({
    default: module.RemoveHoursDialog,
  })),
);

/**
 * /budgetControl (spec 2 section 2.8): header, hours pack with its burn-down, status control,
 * services; for the firm, the work per lawyer and per service type.
 */
export function BudgetControlPage() {
  const { setTitle, session } = useShell();
  const { query, page, apply, setPage } = useBudgetQuery();
  const [report, setReport] = useState<ReportKind | null>(null);
  const [hoursDialog, setHoursDialog] = useState<'add' | 'remove' | null>(null);
  const overview = useHoursPack(query).figures?.overview;
  const queryClient = useQueryClient();

  useEffect(() => setTitle(BUDGET_LABELS.title), [setTitle]);

  const dialogProps = {
    clientId: query.idCliente,
    onClose: () => setHoursDialog(null),
    // A movement of hours changes the card, the statuses, the work and the services: every
    // figure of the page is read again ("the view refreshes").
    onSaved: () => void queryClient.invalidateQueries({ predicate: isBudgetQuery }),
  };
  const showChart = overview !== undefined && overview.pacotes.length > 0;

  return (
    <div className={styles.scope}>
      <PageContainer>
        <div className={styles.page}>
          <BudgetHeader
            query={query}
            apply={apply}
            onServicesReport={() => setReport('services')}
            onStatement={() => setReport('statement')}
            onAddHours={() => setHoursDialog('add')}
            onRemoveHours={() => setHoursDialog('remove')}
          />
          <div className={styles.overview}>
            <HoursPackCard query={query} onHoursReport={() => setReport('hours')} />
            {showChart && <BurnDownSection overview={overview} />}
          </div>
          <div className={styles.overview}>
            <StatusControlTable query={query} />
            {session.isAdmin() && <WorkShareSection query={query} />}
          </div>
          <ServicesList query={query} page={page} setPage={setPage} />
        </div>
      </PageContainer>
      <Suspense fallback={null}>
        {report !== null && (
          <ReportDialog kind={report} query={query} onClose={() => setReport(null)} />
        )}
        {hoursDialog === 'add' && <AddHoursDialog open {...dialogProps} />}
        {hoursDialog === 'remove' && <RemoveHoursDialog open {...dialogProps} />}
      </Suspense>
    </div>
  );
}
