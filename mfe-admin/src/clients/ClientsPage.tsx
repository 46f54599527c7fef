import { Suspense, useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import {
  ADMIN_MESSAGES,
  CONTRACTABLE_FUNCTIONS,
  CONTRACTABLE_FUNCTION_LABELS,
  orderedFunctions,
} from '@dpohub/domain';
import type { ContractableFunction } from '@dpohub/domain';
import {
  Button,
  ClientPicker,
  RecordHistory,
  Spinner,
  preloadableLazy,
  useShell,
} from '@dpohub/shared-ui';
import { AdminPage } from '../components/AdminPage';
import { LABELS } from '../labels';
import { ContractSection } from './ContractSection';
import { fetchClientFunctions, saveClientFunctions } from './client-functions-api';
import styles from './ClientsPage.module.css';

type Loaded = { clientId: number; functions: ContractableFunction[] };

// The client's details form (Formik, its fields and schema) loads once a client is chosen, with
// the client's functions: the page's first visit is the picker (issue 34 bound 1).
const ClientDetailsForm = preloadableLazy(() =>
  import('./ClientDetailsForm').then((module) => module.ClientDetailsForm),
);

/**
 * /clients (firm admins): the client picker with 'Novo Cliente' and 'Remover cliente do
 * Sistema' (spec 1 section 2.7), and the function cards the chosen client has contracted.
 */
export function ClientsPage() {
  const shell = useShell();
  const formId = useId();
  const [clientId, setClientId] = useState<number | null>(() => shell.session.getSelectedClient());
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<ContractableFunction>>(new Set());
  const [saving, setSaving] = useState(false);
  // A renamed client or an ended contract: every client picker reads the list again to show the
  // new name or label, and the client's history below is read again.
  const queryClient = useQueryClient();
  const clientChanged = () => {
    void queryClient.invalidateQueries({ queryKey: ['/client/all'] });
    void queryClient.invalidateQueries({ queryKey: ['/auditoria'] });
  };

  useEffect(() => shell.setTitle(LABELS.clients.title), [shell]);

  useEffect(() => {
    setLoaded(null);
    if (clientId === null) return;
    void ClientDetailsForm.preload().catch(() => undefined); // the render below reports a failure
    let current = true;
    fetchClientFunctions(shell.http, clientId).then(
      (answer) => {
        if (!current) return;
        const functions = orderedFunctions(answer.functions);
        setLoaded({ clientId, functions });
        setChosen(new Set(functions));
      },
      (error: unknown) => console.error('GET /client/{id}/functions failed', error),
    );
    return () => {
      current = false;
    };
  }, [shell.http, clientId]);

  const toggle = (key: ContractableFunction, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!loaded) return;
    setSaving(true);
    try {
      const saved = await saveClientFunctions(
        shell.http,
        loaded.clientId,
        orderedFunctions([...chosen]),
      );
      setLoaded({ clientId: loaded.clientId, functions: orderedFunctions(saved.functions) });
      shell.toast.success(ADMIN_MESSAGES.clientFunctionsSaved);
    } catch {
      // The http client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminPage>
      <p className={styles.intro}>{LABELS.clients.intro}</p>
      <ClientPicker
        label={LABELS.clients.client}
        value={clientId}
        allowCreate
        allowRemove
        onChange={(next) => {
          setClientId(next);
          shell.session.setSelectedClient(next);
        }}
      />
      {clientId === null ? (
        <p className={styles.muted}>{LABELS.clients.chooseClient}</p>
      ) : loaded === null ? (
        <Spinner label={LABELS.clients.loading} showLabel />
      ) : (
        <>
          <Suspense fallback={<Spinner label={LABELS.clients.loadingDetails} showLabel />}>
            <ClientDetailsForm clientId={clientId} onSaved={clientChanged} />
          </Suspense>
          <form id={formId} className={styles.form} onSubmit={(event) => void save(event)}>
            <fieldset className={styles.functions}>
              <legend className={styles.legend}>{LABELS.clients.functions}</legend>
              {CONTRACTABLE_FUNCTIONS.map((key) => (
                <label key={key} className={styles.option}>
                  <input
                    type="checkbox"
                    checked={chosen.has(key)}
                    onChange={(event) => toggle(key, event.target.checked)}
                  />
                  <span>{CONTRACTABLE_FUNCTION_LABELS[key]}</span>
                </label>
              ))}
              <p className={styles.muted}>{LABELS.clients.simulatorAlways}</p>
            </fieldset>
            <div className={styles.actions}>
              <Button type="submit" loading={saving}>
                {LABELS.clients.save}
              </Button>
            </div>
          </form>
          <ContractSection clientId={clientId} onEnded={clientChanged} />
        </>
      )}
      {clientId !== null && (
        // Read again after a save or the end of the contract: the new event shows at once.
        <RecordHistory recordType="client" recordId={clientId} refresh={loaded} />
      )}
    </AdminPage>
  );
}
