import { CLIENT_DELETE_RELOAD_MS, MESSAGES } from '@dpohub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LABELS } from '../../labels';
import { lazyDialog } from '../../platform/lazy-dialog';
import { useShell } from '../../platform/ShellProvider';
import { Button } from '../Button/Button';
import { LazyConfirmDialog } from '../ConfirmDialog/LazyConfirmDialog';
import { deleteClient } from './client-api';
import { ClientSelect } from './ClientSelect';
import type { ClientSelectProps } from './ClientSelect';
import styles from './ClientPicker.module.css';

// The 'Novo Cliente' form loads when an admin opens it, not with every page that picks a client.
const NewClientModal = lazyDialog(() =>
  import('./NewClientModal').then((module) => module.NewClientModal),
);

export interface ClientPickerProps extends ClientSelectProps {
  /** Shows 'Novo Cliente' (admins only; hidden when the screen disables it, spec 1 section 6). */
  allowCreate?: boolean;
  /** Shows 'Remover cliente do Sistema' (admins only). */
  allowRemove?: boolean;
  /** Reloads the page after a removal (spec 1 section 7); replaceable in tests. */
  reload?: () => void;
}

/** Chooses a client; admins may also create one or remove the chosen one (spec 1 section 2.7). */
export function ClientPicker({
  value,
  onChange,
  allowCreate = true,
  allowRemove = false,
  reload = () => window.location.reload(),
  ...field
}: ClientPickerProps) {
  const { http, toast, session } = useShell();
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const admin = session.isAdmin();

  const queryClient = useQueryClient();
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
      <ClientSelect value={value} onChange={onChange} {...field} />
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
