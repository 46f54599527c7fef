import {
  CLIENT_REQUEST_LABELS,
  MESSAGES,
  apiToDisplayDate,
  canCreateClientRequest,
  holdsDemandAccess,
  isParticipant,
} from '@dpohub/domain';
import type { ServiceType } from '@dpohub/domain';
import {
  Button,
  DataTable,
  Pagination,
  useActor,
  usePagedQuery,
  useShell,
} from '@dpohub/shared-ui';
import type { DataTableColumn } from '@dpohub/shared-ui';
import { useEffect, useState } from 'react';
import { DeadlineWithClock } from '../common/DeadlineClock';
import { DemandStatusBadge } from '../common/DemandStatusBadge';
import { DemandsPage } from '../common/DemandsPage';
import { fetchServiceTypes } from '../common/reference-api';
import { CLIENT_REQUEST_PATHS, clientRequestDetailsPath } from './client-request-paths';
import type { ClientRequestRow } from './client-request-types';
import { CLIENT_REQUESTS_PATH, fetchClientRequests } from './client-requests-api';
import { ClientRequestFilters } from './ClientRequestFilters';
import { requestStatus } from './request-status';
import { useGoBack } from './use-go-back';
import { useRequestListQuery } from './use-request-list-query';
import styles from './ClientRequestsPage.module.css';

const LABELS = CLIENT_REQUEST_LABELS.list;

const COLUMNS: DataTableColumn<ClientRequestRow>[] = [
  { key: 'demanda', header: LABELS.columns.demanda, width: '32%', render: (r) => r.demanda },
  {
    key: 'modalidade',
    header: LABELS.columns.modalidade,
    render: (r) => r.serviceType?.name ?? '',
  },
  { key: 'criadoPor', header: LABELS.columns.criadoPor, render: (r) => r.createdBy?.name ?? '' },
  {
    key: 'prazo',
    header: LABELS.columns.prazo,
    render: (r) => <DeadlineWithClock date={apiToDisplayDate(r.prazo)} clock={r} />,
  },
  {
    key: 'status',
    header: LABELS.columns.status,
    // Wide enough for 'Cancelamento Solicitado' on one line.
    width: '13rem',
    align: 'center',
    render: (r) => (
      <DemandStatusBadge
        demand={{ status: requestStatus(r.status), archived: r.archived }}
        view="client"
      />
    ),
  },
];

function newRequestPath(serviceType: number | undefined): string {
  return serviceType
    ? `${CLIENT_REQUEST_PATHS.create}?serviceType=${serviceType}`
    : CLIENT_REQUEST_PATHS.create;
}

/** The client request list of spec 2 section 2.5 (/clientDemands). */
export function ClientRequestsPage() {
  const shell = useShell();
  const actor = useActor();
  const goBack = useGoBack();
  const { page, filters, setPage, setFilter } = useRequestListQuery();
  const [serviceTypes, setServiceTypes] = useState<ServiceType[]>([]);
  const clientId = actor.admin ? shell.session.getSelectedClient() : null;
  const missingClient = actor.admin && clientId === null;
  // A user without the demands role lists only the requests they are attached to: with none,
  // the page says so rather than 'Não há dados a retornar.' (demands m7).
  const withoutRole = !holdsDemandAccess(actor) && !isParticipant(actor);
  const { result, loading, refreshing, failedAt } = usePagedQuery({
    queryKey: [CLIENT_REQUESTS_PATH, page, filters, clientId],
    fetchPage: (signal) => fetchClientRequests(shell.http, page, filters, clientId, signal),
    enabled: !missingClient,
  });

  useEffect(() => shell.setTitle(LABELS.title), [shell]);

  // Spec 2 section 2.5: an admin without a selected client is sent back, told why (demands m13).
  useEffect(() => {
    if (!missingClient) return;
    shell.toast.warn(MESSAGES.selectClientForRequests);
    goBack();
  }, [missingClient, goBack, shell]);

  useEffect(() => {
    fetchServiceTypes(shell.http).then(setServiceTypes, (error: unknown) =>
      console.error('GET /service-type failed', error),
    );
  }, [shell.http]);

  useEffect(() => {
    if (failedAt) shell.toast.warn(MESSAGES.noAccess);
  }, [failedAt, shell]);

  return (
    <DemandsPage>
      <div className={styles.toolbar}>
        <ClientRequestFilters filters={filters} serviceTypes={serviceTypes} onChange={setFilter} />
        {canCreateClientRequest(actor) ? (
          <Button
            className={styles.push}
            // The list's modality (a home card's, or the one picked) presets the form's (m15).
            onClick={() =>
              shell.navigate(newRequestPath(filters.serviceType ?? filters.modalidade))
            }
          >
            {LABELS.newRequest}
          </Button>
        ) : null}
      </div>
      {withoutRole && !loading && result.totalElements === 0 ? (
        <p role="alert" className={styles.noAccess}>
          {MESSAGES.noAccess}
        </p>
      ) : (
        <DataTable
          caption={LABELS.caption}
          columns={COLUMNS}
          rows={result.content}
          getRowKey={(r) => r.id}
          getRowHref={(r) => clientRequestDetailsPath(r.id)}
          loading={loading}
          refreshing={refreshing}
        />
      )}
      <div className={styles.pagination}>
        <Pagination
          page={page}
          pageCount={result.totalPages}
          onChange={setPage}
          capped={result.totalCapped}
          countedUpTo={result.totalElements}
        />
      </div>
    </DemandsPage>
  );
}
