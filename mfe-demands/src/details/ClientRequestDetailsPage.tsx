import {
  AUDIT_MESSAGES,
  CLIENT_REQUEST_LABELS,
  INTERNAL_NOTE_FEATURE,
  canAccess,
  canUseFeature,
} from '@dpohub/domain';
import { RecordHistory, Spinner, useActor, useShell } from '@dpohub/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CLIENT_REQUEST_PATHS } from '../client-requests/client-request-paths';
import { CommentsTab } from '../comments/CommentsTab';
import { DemandNotFound, demandIdFrom } from '../common/DemandNotFound';
import { DEMAND_PATHS } from '../common/demand-paths';
import { DemandsPage } from '../common/DemandsPage';
import { InternalNotesPanel } from '../internal-notes/InternalNotesPanel';
import type { ClientRequestDetail } from '../client-requests/client-request-types';
import { fetchClientRequest } from '../client-requests/client-requests-api';
import type { RequestParticipant } from '../participants/participant-types';
import { fetchParticipants } from '../participants/participants-api';
import { CancellationActions } from './CancellationActions';
import { DocumentsTab } from './DocumentsTab';
import { InternalDataForm } from './InternalDataForm';
import { RequestSummary } from './RequestSummary';
import { RequestTabs } from './RequestTabs';
import { StatusHistory } from './StatusHistory';
import styles from './RequestDetails.module.css';

const LABELS = CLIENT_REQUEST_LABELS.details;

/** The request details of spec 2 section 2.7 (/clientDemands/details/{id}). */
export function ClientRequestDetailsPage() {
  const shell = useShell();
  const actor = useActor();
  const { id } = useParams();
  const requestId = demandIdFrom(id);
  const [request, setRequest] = useState<ClientRequestDetail | null>(null);
  const [participants, setParticipants] = useState<RequestParticipant[]>([]);
  const [failed, setFailed] = useState(requestId === null);

  useEffect(() => shell.setTitle(LABELS.title), [shell]);

  const load = useCallback(async () => {
    if (requestId === null) return;
    try {
      setRequest(await fetchClientRequest(shell.http, requestId));
    } catch (error) {
      // Unknown, another client's or failed: a clear state with a way back, not a blank page.
      console.error('GET /solicitacao/documentos-consultas/{id} failed', error);
      setFailed(true);
      return;
    }
    fetchParticipants(shell.http, requestId).then(setParticipants, (error: unknown) =>
      console.error('GET /solicitacao-participante/{id} failed', error),
    );
  }, [shell.http, requestId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (failed) {
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

  const admin = canUseFeature(actor, 'demandInternalData');
  return (
    <DemandsPage>
      <div className={styles.page}>
        <RequestSummary request={request} participants={participants} admin={admin} />
        <StatusHistory historico={request.historico ?? []} view={admin ? 'staff' : 'client'} />
        <CancellationActions request={request} actor={actor} onChanged={() => void load()} />
        {admin ? <InternalDataForm request={request} onSaved={() => void load()} /> : null}
        {canAccess(actor, INTERNAL_NOTE_FEATURE) ? (
          <InternalNotesPanel requestId={request.id} />
        ) : null}
        <RequestTabs
          comments={<CommentsTab requestId={request.id} actor={actor} status={request.status} />}
          documents={<DocumentsTab documents={request.solicitacaoDocumentos ?? []} />}
        />
        {/* Issue 31: the demand's own events, for those who may read the audit trail. */}
        <RecordHistory
          recordType="demand"
          recordId={request.id}
          refresh={request}
          title={AUDIT_MESSAGES.demandHistoryTitle}
        />
      </div>
    </DemandsPage>
  );
}
