import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  ADMIN_API_MESSAGES,
  ADMIN_MESSAGES,
  MESSAGES,
  displayToApiDate,
  parseBRL,
  validatePriceValidity,
} from '@dpohub/domain';
import { Button, ClientPicker, Modal, refusalMessage, useShell } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import { createClientPrice } from './client-prices-api';
import { DateInput, MoneyInput } from './PriceInputs';
import styles from './ClientPrices.module.css';

/** Each field's problem (spec 1 section 5: errors are collected per field). */
export interface NewPriceProblems {
  client?: string;
  price?: string;
  start?: string;
}

/** The ' *' of a required field, as Cliente shows it (platform m26: Preço/hora, Início Vigência). */
function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      {' *'}
    </span>
  );
}

/** The three fields of 'Novo preço', each checked on its own. */
export function checkNewPrice(
  client: number | null,
  price: string,
  start: string,
): NewPriceProblems {
  const problems: NewPriceProblems = {};
  if (client === null) problems.client = MESSAGES.required;
  if (parseBRL(price) === null) problems.price = MESSAGES.required;
  const startProblem = validatePriceValidity(start, null);
  if (startProblem) problems.start = startProblem;
  return problems;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}

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
  const priceId = useId();
  const startId = useId();
  const [client, setClient] = useState<number | null>(clientId);
  const [price, setPrice] = useState('');
  const [start, setStart] = useState('');
  const [problems, setProblems] = useState<NewPriceProblems>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valorHora = parseBRL(price);
    const found = checkNewPrice(client, price, start);
    setProblems(found);
    if (Object.keys(found).length > 0 || client === null || valorHora === null) return;
    setSaving(true);
    try {
      await createClientPrice(http, {
        clientId: client,
        valorHora,
        vigenciaInicio: displayToApiDate(start) ?? '',
      });
    } catch (error) {
      // The http client already toasted the server's message (spec 1 section 8); a refused
      // start date is also marked on its field.
      const refusal = refusalMessage(error);
      if (refusal === ADMIN_API_MESSAGES.priceStartNotAfterCurrent) {
        setProblems({ start: refusal });
      }
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
            setProblems((current) => ({ ...current, client: undefined }));
          }}
          allowCreate={false}
          required
          error={problems.client ?? null}
        />
        <div className={styles.field}>
          <label htmlFor={priceId} className={styles.label}>
            {LABELS.prices.newPriceValue}
            <RequiredMark />
          </label>
          <MoneyInput
            id={priceId}
            label={LABELS.prices.newPriceValue}
            value={price}
            onChange={(value) => {
              setPrice(value);
              setProblems((current) => ({ ...current, price: undefined }));
            }}
            invalid={!!problems.price}
            describedBy={`${priceId}-error`}
          />
          <FieldError id={`${priceId}-error`} message={problems.price} />
        </div>
        <div className={styles.field}>
          <label htmlFor={startId} className={styles.label}>
            {LABELS.prices.newPriceStart}
            <RequiredMark />
          </label>
          <DateInput
            id={startId}
            label={LABELS.prices.newPriceStart}
            value={start}
            onChange={(value) => {
              setStart(value);
              setProblems((current) => ({ ...current, start: undefined }));
            }}
            invalid={!!problems.start}
            describedBy={`${startId}-error`}
          />
          <FieldError id={`${startId}-error`} message={problems.start} />
        </div>
      </form>
    </Modal>
  );
}
