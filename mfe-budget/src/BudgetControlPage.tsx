import type { HoursBankOverview } from '@dpohub/domain';
import { PageContainer, useShell } from '@dpohub/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { BUDGET_SERVICES_PATH } from './budget-api';
import { BudgetHeader } from './budget-header/BudgetHeader';
import { useBudgetQuery } from './budget-header/use-budget-query';
import { BurnDownSection } from './hours-pack/BurnDownSection';
import { HoursPackCard } from './hours-pack/HoursPackCard';
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
  const [overview, setOverview] = useState<HoursBankOverview | null>(null);
  // Bumped after a movement is saved: the figures are read again ("the view refreshes").
  const [version, setVersion] = useState(0);
  const queryClient = useQueryClient();
  const onOverview = useCallback((next: HoursBankOverview | null) => setOverview(next), []);

  useEffect(() => setTitle(BUDGET_LABELS.title), [setTitle]);

  const dialogProps = {
    clientId: query.idCliente,
    onClose: () => setHoursDialog(null),
    onSaved: () => {
      setVersion((value) => value + 1);
      void queryClient.invalidateQueries({ queryKey: [BUDGET_SERVICES_PATH] });
    },
  };
  const showChart = overview !== null && overview.pacotes.length > 0;

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
            <HoursPackCard
              query={query}
              version={version}
              onHoursReport={() => setReport('hours')}
              onOverview={onOverview}
            />
            {showChart && <BurnDownSection overview={overview} />}
          </div>
          <div className={styles.overview}>
            <StatusControlTable query={query} version={version} />
            {session.isAdmin() && <WorkShareSection query={query} version={version} />}
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
