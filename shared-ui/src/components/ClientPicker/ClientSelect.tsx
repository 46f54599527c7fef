import { MESSAGES, clientContractLabel } from '@dpohub/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LABELS } from '../../labels';
import { useShell } from '../../platform/ShellProvider';
import fieldStyles from '../form/Field.module.css';
import { fetchClients } from './client-api';
import styles from './ClientPicker.module.css';

export interface ClientSelectProps {
  value: number | null;
  onChange: (clientId: number | null) => void;
  label?: string;
  /** Optional query string of GET /client/all. */
  query?: string;
  disabled?: boolean;
  /** Marks the field required (' *', aria-required). */
  required?: boolean;
  /** Message shown under the field (e.g. 'Selecione o cliente do usuário'). */
  error?: string | null;
}

/** The client list of GET /client/all; a screen that only chooses a client needs nothing more. */
function useClients(query?: string) {
  const { http } = useShell();
  // One cached list per query (docs/decisions.md "Data on screens"), fresh for a minute unless a
  // page changes a client (it invalidates the '/client/all' key): a request whose query changed
  // before it answered is aborted; a failure is logged and leaves the list empty.
  return useQuery({
    queryKey: ['/client/all', query],
    queryFn: ({ signal }) => fetchClients(http, query, signal),
  });
}

/**
 * The client field alone (spec 1 section 2.7): its label, the select of the clients and the
 * message under it. ClientPicker adds creating and removing a client; a screen that never offers
 * them uses this and does not load their code.
 */
export function ClientSelect({
  value,
  onChange,
  label = LABELS.client,
  query,
  disabled = false,
  required = false,
  error = null,
}: ClientSelectProps) {
  const selectId = useId();
  const errorId = `${selectId}-error`;
  const { data: clients = [], isLoading: loading } = useClients(query);
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <select
        id={selectId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={fieldStyles.input}
        value={value === null ? '' : String(value)}
        disabled={disabled || loading}
        aria-busy={loading}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">{loading ? MESSAGES.loading : LABELS.selectClient}</option>
        {clients.map((client) => (
          <option key={client.id} value={String(client.id)}>
            {client.contract
              ? `${client.name} (${clientContractLabel(client.contract)})`
              : client.name}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
