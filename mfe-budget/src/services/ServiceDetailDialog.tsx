import {
  MESSAGES,
  apiToDisplayDate,
  demandHoursHHMM,
  demandStatusLabel,
  formatBRL,
  formatDateTime,
} from '@dpohub/domain';
import type { BudgetServiceDetail } from '@dpohub/domain/wire';
import { Button, Modal, Spinner, useShell } from '@dpohub/shared-ui';
import { useEffect, useState } from 'react';
import { fetchServiceDetail } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import styles from '../components/Section.module.css';

const none = BUDGET_LABELS.noValue;

/**
 * 'Ver detalhes' (spec 2 section 2.8): the service's fields and its status history, newest
 * first; with the day it was finished (the day it is dated by), how its value was reached and
 * whether it uses the hours bank.
 */
export function ServiceDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { http } = useShell();
  const [detail, setDetail] = useState<BudgetServiceDetail | null>(null);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setDetail(null);
    fetchServiceDetail(http, id)
      .then((data) => live && setDetail(data))
      .catch((error) => console.error('GET /controle-orcamentario/{id} failed', error));
    return () => {
      live = false;
    };
  }, [http, id]);

  const rate = (service: BudgetServiceDetail) => {
    if (service.valorHora !== null) return formatBRL(service.valorHora);
    return service.valor !== null ? BUDGET_LABELS.typedValue : none;
  };

  return (
    <Modal
      open={id !== null}
      title={detail?.demanda ?? BUDGET_LABELS.detailsTitle}
      onClose={onClose}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onClose}>
            {BUDGET_LABELS.close}
          </Button>
        </div>
      }
    >
      {!detail ? (
        <Spinner />
      ) : (
        <>
          <dl className={styles.dialogList}>
            <dt>{BUDGET_LABELS.author}</dt>
            <dd>{detail.autorDemanda ?? none}</dd>
            <dt>{BUDGET_LABELS.requestDate}</dt>
            <dd>{apiToDisplayDate(detail.createdAt)}</dd>
            <dt>{BUDGET_LABELS.finishedOn}</dt>
            <dd>{detail.dataConclusao ? apiToDisplayDate(detail.dataConclusao) : none}</dd>
            <dt>{BUDGET_LABELS.description}</dt>
            <dd>{detail.descricaoTrabalho}</dd>
            <dt>{BUDGET_LABELS.lawyer}</dt>
            <dd>{detail.lawyer?.name ?? none}</dd>
            <dt>{BUDGET_LABELS.hours}</dt>
            <dd>{demandHoursHHMM(detail.horas) || none}</dd>
            <dt>{BUDGET_LABELS.rate}</dt>
            <dd>{rate(detail)}</dd>
            <dt>{BUDGET_LABELS.value}</dt>
            <dd>{detail.valor === null ? none : formatBRL(detail.valor)}</dd>
            <dt>{BUDGET_LABELS.consumesHours}</dt>
            <dd>{detail.consumoHoras ? BUDGET_LABELS.yes : BUDGET_LABELS.no}</dd>
          </dl>
          <h3>{BUDGET_LABELS.history}</h3>
          <ul className={styles.history}>
            {detail.historico.map((entry) => (
              <li key={entry.id}>
                {MESSAGES.statusChangedAt(
                  demandStatusLabel(entry.status),
                  formatDateTime(entry.data),
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
