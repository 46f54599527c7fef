import {
  AUDIT_MESSAGES,
  CLIENT_REQUEST_LABELS,
  INTERNAL_NOTE_FEATURE,
  canAccess,
  canUseFeature,
} from '@dpohub/domain';
import {
  EagerRecordHistory,
  Spinner,
  preloadableLazy,
  useActor,
  useRecordQuery,
  useShell,
} from '@dpohub/shared-ui';
import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { CLIENT_REQUEST_PATHS } from '../client-requests/client-request-paths';
import { CommentsTab } from '../comments/CommentsTab';
import { DemandNotFound, demandIdFrom } from '../common/DemandNotFound';
import { DEMAND_PATHS } from '../common/demand-paths';
import { DemandsPage } from '../common/DemandsPage';
import { InternalNotesPanel } from '../internal-notes/InternalNotesPanel';
import { fetchClientRequest } from '../client-requests/client-requests-api';
import { fetchParticipants } from '../participants/participants-api';
import { CancellationActions } from './CancellationActions';
import { DocumentsTab } from './DocumentsTab';
import { RequestSummary } from './RequestSummary';
import { RequestTabs } from './RequestTabs';
import { StatusHistory } from './StatusHistory';
import styles from './RequestDetails.module.css';

const LABELS = CLIENT_REQUEST_LABELS.details;

// The firm's internal data form (Formik, its fields and schema) is the staff's only: a client's
// visit does not load it (issue 34 bound 1); the staff's starts with the page's own call.
const InternalDataForm = preloadableLazy(() =>
  import('./InternalDataForm').then((module) => module.InternalDataForm),
);

/** The request details of spec 2 section 2.7 (/clientDemands/details/{id}). */
export function ClientRequestDetailsPage() {
  const shell = useShell();
  const actor = useActor();
  const { id } = useParams();
  const requestId = demandIdFrom(id);
  // The staff's internal data form on this page starts from the record: always a fresh answer.
  const {
    record: request,
    failed,
    reload,
  } = useRecordQuery({
    queryKey: ['/solicitacao/documentos-consultas/{id}', requestId],
    fetchRecord: (signal) => fetchClientRequest(shell.http, requestId!, signal),
    enabled: requestId !== null,
    forForm: true,
  });
  const { record: participants = [] } = useRecordQuery({
    queryKey: ['/solicitacao-participante/{id}', requestId],
    fetchRecord: (signal) => fetchParticipants(shell.http, requestId!, signal),
    // Asked once the request itself answered: the same refusal would only be logged twice.
    enabled: request !== undefined,
  });

  const admin = canUseFeature(actor, 'demandInternalData');
  useEffect(() => {
    if (admin) void InternalDataForm.preload().catch(() => undefined); // the render reports it
  }, [admin]);

  useEffect(() => shell.setTitle(LABELS.title), [shell]);

  // Unknown, another client's or failed: a clear state with a way back, not a blank page.
  if (requestId === null || failed) {
    return (
      <DemandNotFound backTo={actor.admin ? DEMAND_PATHS.staffList : CLIENT_REQUEST_PATHS.list} />
    );
  }
  if (!request) {
    return (
      <DemandsPage>
        <Spinner label={LABELS.loading} showLabel />
      </DemandsPage>
    );
  }

  return (
    <DemandsPage>
      <div className={styles.page}>
        <RequestSummary request={request} participants={participants} admin={admin} />
        <StatusHistory historico={request.historico ?? []} view={admin ? 'staff' : 'client'} />
        <CancellationActions request={request} actor={actor} onChanged={() => void reload()} />
        {admin ? (
          <Suspense fallback={<Spinner label={CLIENT_REQUEST_LABELS.internalData.title} />}>
            <InternalDataForm request={request} onSaved={() => void reload()} />
          </Suspense>
        ) : null}
        {canAccess(actor, INTERNAL_NOTE_FEATURE) ? (
          <InternalNotesPanel requestId={request.id} />
        ) : null}
        <RequestTabs
          comments={<CommentsTab requestId={request.id} actor={actor} status={request.status} />}
          documents={<DocumentsTab documents={request.solicitacaoDocumentos ?? []} />}
        />
        {/* Issue 31: the demand's own events, for those who may read the audit trail. */}
        <EagerRecordHistory
          recordType="demand"
          recordId={request.id}
          refresh={request}
          title={AUDIT_MESSAGES.demandHistoryTitle}
        />
      </div>
    </DemandsPage>
  );
}
