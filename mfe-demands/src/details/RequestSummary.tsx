import {
  CLIENT_REQUEST_LABELS,
  MESSAGES,
  SERVICE_TYPE,
  TIPO_AVALIACAO_LABEL,
  URGENT_DEADLINE_PREFIX,
  apiToDisplayDate,
  formatDateTime,
} from '@dpohub/domain';
import type { ReactNode } from 'react';
import { DeadlineClock } from '../common/DeadlineClock';
import { DemandStatusBadge } from '../common/DemandStatusBadge';
import type { ClientRequestDetail } from '../client-requests/client-request-types';
import { requestStatus } from '../client-requests/request-status';
import type { RequestParticipant } from '../participants/participant-types';
import { emailOf } from '../participants/participant-types';
import styles from './RequestDetails.module.css';

const LABELS = CLIENT_REQUEST_LABELS.details;

/**
 * Spec 2 section 2.7: an urgent deadline reads 'Urgente - dd/MM/yyyy'. Urgent is the server's
 * `urgente` (the domain's isUrgentDeadline): a chosen date before the request's SLA date, so a
 * deadline the firm moved later is not called urgent (demands m3).
 */
export function deadlineText(request: Pick<ClientRequestDetail, 'prazo' | 'urgente'>) {
  const date = apiToDisplayDate(request.prazo);
  return request.urgente ? `${URGENT_DEADLINE_PREFIX}${date}` : date;
}

function typeText(request: ClientRequestDetail): string {
  if (request.serviceType?.id === SERVICE_TYPE.CONSULTA) return request.tipoConsulta ?? '';
  return request.tipoAvaliacao ? TIPO_AVALIACAO_LABEL[request.tipoAvaliacao] : '';
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface RequestSummaryProps {
  request: ClientRequestDetail;
  participants: readonly RequestParticipant[];
  /** Admins also see author, demanding area and request date (spec 2 section 2.7). */
  admin: boolean;
}

/** Header, description, modality, type, deadline, participants and the hours-bank flag. */
export function RequestSummary({ request, participants, admin }: RequestSummaryProps) {
  return (
    <section className={styles.summary}>
      <header className={styles.header}>
        <h2 className={styles.heading}>{request.demanda}</h2>
        <DemandStatusBadge
          demand={{ status: requestStatus(request.status), archived: request.archived }}
          view="client"
        />
      </header>
      <dl className={styles.facts}>
        <Fact label={LABELS.modalidade}>{request.serviceType?.name}</Fact>
        <Fact label={LABELS.tipo}>{typeText(request)}</Fact>
        <Fact label={LABELS.prazo}>
          <span className={styles.deadlineFact}>
            {deadlineText(request)}
            <DeadlineClock clock={request} />
          </span>
        </Fact>
        {admin ? (
          <>
            <Fact label={LABELS.autor}>{request.autorDemanda ?? request.createdBy?.name}</Fact>
            <Fact label={LABELS.areaDemandante}>{request.areaDemandante}</Fact>
            <Fact label={LABELS.requestDate}>{formatDateTime(request.createdAt)}</Fact>
          </>
        ) : null}
        <Fact label={LABELS.consumoHoras}>{request.consumoHoras ? MESSAGES.yes : MESSAGES.no}</Fact>
      </dl>
      <div className={styles.description}>
        <h3 className={styles.subheading}>{LABELS.descricao}</h3>
        <p className={styles.text}>{request.descricaoTrabalho}</p>
      </div>
      <div>
        <h3 className={styles.subheading}>{LABELS.participants}</h3>
        {participants.length === 0 ? (
          <p className={styles.muted}>{LABELS.noParticipants}</p>
        ) : (
          <ul className={styles.participants}>
            {participants.map((participant) => (
              <li key={participant.id}>
                {participant.user.name}
                {emailOf(participant.user) ? (
                  <span className={styles.muted}> {emailOf(participant.user)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
