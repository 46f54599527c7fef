import { CLIENT_DELETE_RELOAD_MS, MESSAGES, clientContractLabel } from '@dpohub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LABELS } from '../../labels';
import { lazyDialog } from '../../platform/lazy-dialog';
import { useShell } from '../../platform/ShellProvider';
import { Button } from '../Button/Button';
import { LazyConfirmDialog } from '../ConfirmDialog/LazyConfirmDialog';
import fieldStyles from '../form/Field.module.css';
import { deleteClient, fetchClients } from './client-api';
import styles from './ClientPicker.module.css';

// The 'Novo Cliente' form loads when an admin opens it, not with every page that picks a client.
const NewClientModal = lazyDialog(() =>
  import('./NewClientModal').then((module) => module.NewClientModal),
);

export interface ClientPickerProps {
  value: number | null;
  onChange: (clientId: number | null) => void;
  /** Shows 'Novo Cliente' (admins only; hidden when the screen disables it, spec 1 section 6). */
  allowCreate?: boolean;
  /** Shows 'Remover cliente do Sistema' (admins only). */
  allowRemove?: boolean;
  label?: string;
  /** Optional query string of GET /client/all. */
  query?: string;
  /** Reloads the page after a removal (spec 1 section 7); replaceable in tests. */
  reload?: () => void;
  disabled?: boolean;
  /** Marks the field required (' *', aria-required). */
  required?: boolean;
  /** Message shown under the field (e.g. 'Selecione o cliente do usuário'). */
  error?: string | null;
}

/** Chooses a client; admins may also create one or remove the chosen one (spec 1 section 2.7). */
export function ClientPicker({
  value,
  onChange,
  allowCreate = true,
  allowRemove = false,
  label = LABELS.client,
  query,
  reload = () => window.location.reload(),
  disabled = false,
  required = false,
  error = null,
}: ClientPickerProps) {
  const { http, toast, session } = useShell();
  const selectId = useId();
  const errorId = `${selectId}-error`;
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const admin = session.isAdmin();

  const queryClient = useQueryClient();
  // One cached list per query (docs/decisions.md "Data on screens"), fresh for a minute unless a
  // page changes a client (it invalidates the '/client/all' key): a request whose query changed
  // before it answered is aborted; a failure is logged and leaves the list empty.
  const { data: clients = [], isLoading: loading } = useQuery({
    queryKey: ['/client/all', query],
    queryFn: ({ signal }) => fetchClients(http, query, signal),
  });
  // Every picker's list, whatever its query, after a client was created or removed.
  const reloadClients = () => void queryClient.invalidateQueries({ queryKey: ['/client/all'] });

  const remove = async () => {
    if (value === null) return;
    setRemoving(true);
    try {
      if (await deleteClient(http, value)) {
        toast.success(MESSAGES.clientRemoved);
        reloadClients();
        onChange(null);
        setTimeout(reload, CLIENT_DELETE_RELOAD_MS);
      }
    } catch {
      // The http client already showed the server's message.
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  return (
    <div className={styles.picker}>
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
      {admin && (allowCreate || allowRemove) ? (
        <div className={styles.actions}>
          {allowCreate ? (
            <Button variant="secondary" onClick={() => setCreating(true)}>
              {LABELS.newClient}
            </Button>
          ) : null}
          {allowRemove ? (
            <Button variant="ghost" onClick={() => setConfirming(true)} disabled={value === null}>
              {LABELS.removeClient}
            </Button>
          ) : null}
        </div>
      ) : null}
      {creating ? (
        <NewClientModal
          open
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            reloadClients();
            onChange(id);
          }}
        />
      ) : null}
      <LazyConfirmDialog
        open={confirming}
        title={MESSAGES.removeClientTitle}
        text={MESSAGES.removeClientText}
        cancelLabel={MESSAGES.no}
        confirmLabel={MESSAGES.removeClientConfirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
        loading={removing}
        danger
      />
    </div>
  );
}
