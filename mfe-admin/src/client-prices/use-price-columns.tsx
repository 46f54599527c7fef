import { useId, useState } from 'react';
import { MESSAGES, PRICE_SAVE_DEBOUNCE_MS, apiToDisplayDate, formatBRL } from '@dpohub/domain';
import type { ClientPriceHours } from '@dpohub/domain';
import { Button, refusalMessage, useDebouncedCallback, useShell } from '@dpohub/shared-ui';
import type { DataTableColumn } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import { updateClientPrice } from './client-prices-api';
import { checkDraft, draftOf, updateBody } from './price-draft';
import type { PriceDraft, PriceDraftProblem } from './price-draft';
import { DateInput, MoneyInput } from './PriceInputs';
import styles from './ClientPrices.module.css';

interface Editing {
  id: number;
  draft: PriceDraft;
  problem: PriceDraftProblem | null;
}

/**
 * The price table's columns with the inline edit of spec 1 section 2.11: a row click or Editar
 * turns the row into inputs; Salvar saves (debounced 300 ms, section 9) and returns to view;
 * Cancelar discards the draft.
 */
export function usePriceColumns({ onSaved }: { onSaved: (saved: ClientPriceHours) => void }) {
  const shell = useShell();
  const errorId = useId();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);

  const startEditing = (row: ClientPriceHours) => {
    if (editing?.id === row.id) return;
    setEditing({ id: row.id, draft: draftOf(row), problem: null });
  };

  const send = useDebouncedCallback(async (row: ClientPriceHours, draft: PriceDraft) => {
    const body = updateBody(row, draft, shell.session.getUser()?.id ?? 0);
    try {
      await updateClientPrice(shell.http, body);
    } catch (error) {
      // The server's reason when it gives one (an overlapping period), else the spec's text.
      shell.toast.error(refusalMessage(error) ?? MESSAGES.priceUpdateError);
      setSaving(false);
      return;
    }
    shell.toast.success(MESSAGES.priceUpdated);
    onSaved({ ...row, ...body });
    setSaving(false);
    setEditing(null);
  }, PRICE_SAVE_DEBOUNCE_MS);

  const save = (row: ClientPriceHours) => {
    if (!editing) return;
    const problem = checkDraft(editing.draft);
    setEditing({ ...editing, problem });
    if (problem) return;
    setSaving(true);
    send(row, editing.draft);
  };

  const cancel = () => {
    send.cancel();
    setSaving(false);
    setEditing(null);
  };

  const edit = (field: keyof PriceDraft) => (value: string) =>
    setEditing((current) =>
      current ? { ...current, draft: { ...current.draft, [field]: value }, problem: null } : null,
    );

  const isEditing = (row: ClientPriceHours) => editing?.id === row.id;
  const invalid = (field: keyof PriceDraft) => editing?.problem?.field === field;

  const columns: DataTableColumn<ClientPriceHours>[] = [
    { key: 'client', header: LABELS.prices.columns.client, render: (row) => row.clientName },
    {
      key: 'price',
      header: LABELS.prices.columns.price,
      render: (row) =>
        isEditing(row) && editing ? (
          <MoneyInput
            label={LABELS.prices.priceInput(row.clientName)}
            value={editing.draft.valorHora}
            onChange={edit('valorHora')}
            invalid={invalid('valorHora')}
            describedBy={errorId}
          />
        ) : (
          formatBRL(row.valorHora)
        ),
    },
    {
      key: 'start',
      header: LABELS.prices.columns.start,
      render: (row) =>
        isEditing(row) && editing ? (
          <DateInput
            label={LABELS.prices.startInput(row.clientName)}
            value={editing.draft.vigenciaInicio}
            onChange={edit('vigenciaInicio')}
            invalid={invalid('vigenciaInicio')}
            describedBy={errorId}
          />
        ) : (
          apiToDisplayDate(row.vigenciaInicio)
        ),
    },
    {
      key: 'end',
      header: LABELS.prices.columns.end,
      render: (row) =>
        isEditing(row) && editing ? (
          <DateInput
            label={LABELS.prices.endInput(row.clientName)}
            value={editing.draft.vigenciaFim}
            onChange={edit('vigenciaFim')}
            invalid={invalid('vigenciaFim')}
            describedBy={errorId}
          />
        ) : (
          apiToDisplayDate(row.vigenciaFim)
        ),
    },
    {
      key: 'actions',
      header: LABELS.prices.columns.actions,
      width: 230,
      render: (row) =>
        isEditing(row) && editing ? (
          <div className={styles.actions}>
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={cancel}>
                {LABELS.prices.cancel}
              </Button>
              <Button onClick={() => save(row)} loading={saving}>
                {LABELS.prices.save}
              </Button>
            </div>
            {editing.problem ? (
              <p id={errorId} className={styles.error} role="alert">
                {editing.problem.message}
              </p>
            ) : null}
          </div>
        ) : (
          <Button
            variant="secondary"
            aria-label={LABELS.prices.editRow(row.clientName)}
            onClick={() => startEditing(row)}
          >
            {LABELS.prices.edit}
          </Button>
        ),
    },
  ];

  return { columns, startEditing };
}
