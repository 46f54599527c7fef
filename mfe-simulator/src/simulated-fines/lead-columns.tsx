import {
  INFRACTION_CLASS_LABELS,
  LEAD_FOLLOW_UP_LABELS,
  LEAD_FOLLOW_UP_STATUSES,
  formatBRL,
  formatDisplayDate,
  isLeadFollowUpStatus,
} from '@dpohub/domain';
import type { InfractionClass, LeadFollowUpStatus } from '@dpohub/domain';
import type { SimulatedFineListItem } from '@dpohub/domain/wire';
import { Button } from '@dpohub/shared-ui';
import type { DataTableColumn } from '@dpohub/shared-ui';
import type { ReactNode } from 'react';
import { LABELS } from '../labels';
import styles from './SimulatedFinesPage.module.css';

export interface LeadColumnActions {
  onFollowUp: (row: SimulatedFineListItem, status: LeadFollowUpStatus) => void;
  onErase: (row: SimulatedFineListItem) => void;
  /** The row's name as a link to the simulation's page. */
  openLink: (row: SimulatedFineListItem, text: string) => ReactNode;
}

const when = (iso: string | null | undefined) => (iso ? formatDisplayDate(new Date(iso)) : '');

/**
 * The firm's lead list (issue 30): the landing page's simulations as contacts to follow up, with
 * the consent each gave, the simulated value, the follow-up status (who set it, when) and the
 * erasure on request.
 */
export function leadColumns({
  onFollowUp,
  onErase,
  openLink,
}: LeadColumnActions): DataTableColumn<SimulatedFineListItem>[] {
  const columns = LABELS.leads.columns;
  return [
    { key: 'empresa', header: columns.company, render: (row) => row.empresa ?? '' },
    {
      key: 'contact',
      header: columns.contact,
      render: (row) =>
        row.leadId ? (
          <span className={styles.stack}>
            {openLink(row, row.createdBy)}
            <span className={styles.muted}>{row.email}</span>
          </span>
        ) : (
          openLink(row, LABELS.leads.erasedLead)
        ),
    },
    {
      key: 'consent',
      header: columns.consent,
      render: (row) =>
        row.consentimento ? (
          <span className={styles.stack} title={row.consentimento.texto ?? undefined}>
            <span>{LABELS.leads.emails(row.infoEmail === true)}</span>
            <span className={styles.muted}>
              {LABELS.leads.consentOn(row.consentimento.versao ?? '', when(row.consentimento.em))}
            </span>
          </span>
        ) : null,
    },
    {
      key: 'createdAt',
      header: columns.date,
      nowrap: true,
      render: (row) => formatDisplayDate(new Date(row.createdAt)),
    },
    {
      key: 'value',
      header: columns.value,
      align: 'right',
      render: (row) => (
        <span className={styles.stack}>
          <span>{formatBRL(row.valorSimulado)}</span>
          <span className={styles.muted}>
            {row.grauInfracao
              ? (INFRACTION_CLASS_LABELS[row.grauInfracao as InfractionClass] ?? row.grauInfracao)
              : ''}
          </span>
        </span>
      ),
    },
    {
      key: 'followUp',
      header: columns.followUp,
      render: (row) =>
        row.leadId && row.acompanhamento ? (
          <span className={styles.stack}>
            <select
              className={styles.followUp}
              aria-label={LABELS.leads.followUpOf(row.createdBy)}
              value={row.acompanhamento.status}
              onChange={(event) => {
                if (isLeadFollowUpStatus(event.target.value)) onFollowUp(row, event.target.value);
              }}
            >
              {LEAD_FOLLOW_UP_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {LEAD_FOLLOW_UP_LABELS[status]}
                </option>
              ))}
            </select>
            {row.acompanhamento.por ? (
              <span className={styles.muted}>
                {LABELS.leads.followUpBy(row.acompanhamento.por, when(row.acompanhamento.em))}
              </span>
            ) : null}
          </span>
        ) : null,
    },
    {
      key: 'actions',
      header: <span className={styles.visuallyHidden}>{columns.actions}</span>,
      render: (row) =>
        row.leadId ? (
          <Button
            variant="secondary"
            aria-label={LABELS.leads.eraseOf(row.createdBy)}
            onClick={() => onErase(row)}
          >
            {LABELS.leads.erase}
          </Button>
        ) : null,
    },
  ];
}
