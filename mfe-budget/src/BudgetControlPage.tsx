import { PageContainer, useShell } from '@dpohub/shared-ui';
import { useEffect, useState } from 'react';
import { BudgetHeader } from './budget-header/BudgetHeader';
import { useBudgetQuery } from './budget-header/use-budget-query';
import { AddHoursDialog, RemoveHoursDialog } from './hours-bank/HoursMovementDialogs';
import { HoursPackCard } from './hours-pack/HoursPackCard';
import { BUDGET_LABELS } from './labels';
import { ReportDialog, type ReportKind } from './reports/ReportDialog';
import { ServicesList } from './services/ServicesList';
import { StatusControlTable } from './status-control/StatusControlTable';
import styles from './BudgetControlPage.module.css';

/** /budgetControl (spec 2 section 2.8): header, hours pack, status control, services. */
export function BudgetControlPage() {
  const { setTitle } = useShell();
  const { query, page, apply, setPage } = useBudgetQuery();
  const [report, setReport] = useState<ReportKind | null>(null);
  const [hoursDialog, setHoursDialog] = useState<'add' | 'remove' | null>(null);
  // Bumped after a movement is saved: the figures are read again ("the view refreshes").
  const [version, setVersion] = useState(0);

  useEffect(() => setTitle(BUDGET_LABELS.title), [setTitle]);

  const dialogProps = {
    clientId: query.idCliente,
    onClose: () => setHoursDialog(null),
    onSaved: () => setVersion((value) => value + 1),
  };

  return (
    <div className={styles.scope}>
      <PageContainer>
        <div className={styles.page}>
          <BudgetHeader
            query={query}
            apply={apply}
            onServicesReport={() => setReport('services')}
            onAddHours={() => setHoursDialog('add')}
            onRemoveHours={() => setHoursDialog('remove')}
          />
          <div className={styles.overview}>
            <HoursPackCard
              query={query}
              version={version}
              onHoursReport={() => setReport('hours')}
            />
            <StatusControlTable query={query} version={version} />
          </div>
          <ServicesList query={query} page={page} setPage={setPage} version={version} />
        </div>
      </PageContainer>
      <ReportDialog kind={report} query={query} onClose={() => setReport(null)} />
      <AddHoursDialog open={hoursDialog === 'add'} {...dialogProps} />
      <RemoveHoursDialog open={hoursDialog === 'remove'} {...dialogProps} />
    </div>
  );
}
