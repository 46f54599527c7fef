import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  ADMIN_MESSAGES,
  MESSAGES,
  displayToApiDate,
  parseBRL,
  validatePriceValidity,
} from '@dpohub/domain';
import { Button, ClientPicker, Modal, useShell } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import { createClientPrice } from './client-prices-api';
import { DateInput, MoneyInput } from './PriceInputs';
import styles from './ClientPrices.module.css';

export interface NewPriceModalProps {
  /** The client chosen on the page, preselected. */
  clientId: number | null;
  onClose: () => void;
  onCreated: () => void;
}

/**
 * 'Novo preço': a new price period of a client (POST /client-prices-hours), which the server
 * uses to close the client's open period (docs/decisions.md; the spec shows no create call).
 */
export function NewPriceModal({ clientId, onClose, onCreated }: NewPriceModalProps) {
  const { http, toast } = useShell();
  const formId = useId();
  const errorId = useId();
  const priceId = useId();
  const startId = useId();
  const [client, setClient] = useState<number | null>(clientId);
  const [price, setPrice] = useState('');
  const [start, setStart] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valorHora = parseBRL(price);
    const message =
      client === null || valorHora === null
        ? MESSAGES.required
        : validatePriceValidity(start, null);
    if (message !== null || client === null || valorHora === null) {
      setProblem(message);
      return;
    }
    setSaving(true);
    try {
      await createClientPrice(http, {
        clientId: client,
        valorHora,
        vigenciaInicio: displayToApiDate(start) ?? '',
      });
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
      setSaving(false);
      return;
    }
    setSaving(false);
    toast.success(ADMIN_MESSAGES.priceCreated);
    onCreated();
  };

  return (
    <Modal
      open
      title={LABELS.prices.newPriceTitle}
      description={LABELS.prices.newPriceIntro}
      onClose={onClose}
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {LABELS.prices.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {LABELS.prices.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.modalForm}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <ClientPicker
          label={LABELS.prices.newPriceClient}
          value={client}
          onChange={(next) => {
            setClient(next);
            setProblem(null);
          }}
          allowCreate={false}
        />
        <div className={styles.field}>
          <label htmlFor={priceId} className={styles.label}>
            {LABELS.prices.newPriceValue}
          </label>
          <MoneyInput
            id={priceId}
            label={LABELS.prices.newPriceValue}
            value={price}
            onChange={(value) => {
              setPrice(value);
              setProblem(null);
            }}
            invalid={problem !== null}
            describedBy={errorId}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={startId} className={styles.label}>
            {LABELS.prices.newPriceStart}
          </label>
          <DateInput
            id={startId}
            label={LABELS.prices.newPriceStart}
            value={start}
            onChange={(value) => {
              setStart(value);
              setProblem(null);
            }}
            invalid={problem !== null}
            describedBy={errorId}
          />
        </div>
        {problem ? (
          <p id={errorId} className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
