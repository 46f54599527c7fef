import {
  CLIENT_REQUEST_LABELS,
  MESSAGES,
  isDemandEditable,
  canEditClientRequest,
  clientDemandSchema,
  validateRequestFileCount,
  collectFieldErrors,
} from '@dpohub/domain';
import type { DemandDocument, ServiceType } from '@dpohub/domain';
import { Button, Spinner, useActor, useShell } from '@dpohub/shared-ui';
import { Form, Formik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { DemandNotFound, demandIdFrom } from '../common/DemandNotFound';
import { DemandsPage } from '../common/DemandsPage';
import { fetchServiceTypes } from '../common/reference-api';
import { deadlineIssue, useFirmCalendar } from '../common/use-firm-calendar';
import {
  CLIENT_REQUEST_LIST_FIRST_PAGE,
  CLIENT_REQUEST_PATHS,
  clientRequestListShowing,
} from '../client-requests/client-request-paths';
import type { ClientRequestDetail } from '../client-requests/client-request-types';
import { fetchClientRequest } from '../client-requests/client-requests-api';
import { requestStatus } from '../client-requests/request-status';
import { useGoBack } from '../client-requests/use-go-back';
import type { ClientUser } from '../participants/participant-types';
import { fetchClientUsers, fetchParticipants } from '../participants/participants-api';
import { removeDroppedParticipants } from '../participants/sync-participants';
import { createClientRequest, updateClientRequest } from './client-form-api';
import {
  newRequestValues,
  requestMultipart,
  toRequestDto,
  valuesFromRequest,
} from './client-form-values';
import type { ClientRequestFormValues } from './client-form-values';
import { ClientRequestFields } from './ClientRequestFields';
import styles from './ClientRequestForm.module.css';

const LABELS = CLIENT_REQUEST_LABELS.form;

function serviceTypeFrom(params: URLSearchParams): number | null {
  const id = Number.parseInt(params.get('serviceType') ?? '', 10);
  return Number.isFinite(id) ? id : null;
}

/**
 * The client request form of spec 2 section 2.6: /clientDemands/new (the serviceType query
 * preselects the modality) and /clientDemands/edit/{id}, only while pending and never for
 * participants (otherwise the user is sent back).
 */
export function ClientRequestFormPage() {
  const shell = useShell();
  const actor = useActor();
  const goBack = useGoBack();
  const { id } = useParams();
  const [params] = useSearchParams();
  const requestId = id === undefined ? null : (demandIdFrom(id) ?? -1);
  const clientId = actor.admin ? shell.session.getSelectedClient() : null;
  const [serviceTypes, setServiceTypes] = useState<ServiceType[]>([]);
  const [clientUsers, setClientUsers] = useState<ClientUser[]>([]);
  const [request, setRequest] = useState<ClientRequestDetail | null>(null);
  const [participants, setParticipants] = useState<ClientUser[]>([]);
  const [stored, setStored] = useState<DemandDocument[]>([]);
  // Stored files the user removed: they go only with Concluir; Cancelar keeps them.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [notFound, setNotFound] = useState(requestId === -1);
  const preselected = serviceTypeFrom(params);
  const calendar = useFirmCalendar();

  useEffect(
    () => shell.setTitle(requestId === null ? LABELS.newTitle : LABELS.editTitle),
    [shell, requestId],
  );

  useEffect(() => {
    fetchServiceTypes(shell.http).then(setServiceTypes, (error: unknown) =>
      console.error('GET /service-type failed', error),
    );
    // The author follows the request anyway: only the others are offered as participants.
    const ownId = shell.session.getUser()?.id;
    fetchClientUsers(shell.http, clientId).then(
      (users) => setClientUsers(users.filter((user) => user.id !== ownId)),
      (error: unknown) => console.error('GET /user/client failed', error),
    );
  }, [shell, clientId]);

  useEffect(() => {
    if (requestId === null || requestId === -1) return;
    let current = true;
    Promise.all([
      fetchClientRequest(shell.http, requestId),
      fetchParticipants(shell.http, requestId),
    ]).then(
      ([loaded, links]) => {
        if (!current) return;
        const status = requestStatus(loaded.status);
        if (!canEditClientRequest(actor, { status }) || !isDemandEditable({ status })) {
          goBack();
          return;
        }
        setParticipants(links.map((link) => link.user));
        setStored(loaded.solicitacaoDocumentos ?? []);
        setRequest(loaded);
      },
      (error: unknown) => {
        // Unknown or another client's: a clear state with a way back, not a silent return.
        console.error('GET /solicitacao/documentos-consultas/{id} failed', error);
        if (current) setNotFound(true);
      },
    );
    return () => {
      current = false;
    };
  }, [shell.http, requestId, actor, goBack]);

  const initialValues = useMemo(
    () => (request ? valuesFromRequest(request, participants) : newRequestValues(preselected)),
    [request, participants, preselected],
  );

  const markRemoved = (document: DemandDocument) =>
    setRemoved((ids) => new Set(ids).add(document.id));
  const keep = (document: DemandDocument) =>
    setRemoved((ids) => new Set([...ids].filter((id) => id !== document.id)));

  const submit = async (values: ClientRequestFormValues) => {
    const keptStored = stored.filter((document) => !removed.has(document.id)).length;
    const tooMany = validateRequestFileCount(values.files.length, keptStored);
    if (tooMany) {
      shell.toast.warn(tooMany);
      return;
    }
    const removedIds = stored.filter((doc) => removed.has(doc.id)).map((doc) => doc.id);
    const body = requestMultipart(toRequestDto(values, clientId, removedIds), values.files);
    try {
      if (requestId === null) {
        await createClientRequest(shell.http, body);
      } else {
        await updateClientRequest(shell.http, requestId, body);
        await removeDroppedParticipants(shell.http, requestId, participants, values.participants);
      }
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
      return;
    }
    if (requestId === null) {
      shell.toast.success(MESSAGES.clientRequestCreated);
      shell.navigate(clientRequestListShowing(values.demanda));
    } else {
      shell.toast.success(MESSAGES.demandEdited);
      shell.navigate(CLIENT_REQUEST_LIST_FIRST_PAGE);
    }
  };

  if (notFound) return <DemandNotFound backTo={CLIENT_REQUEST_PATHS.list} />;

  if (requestId !== null && !request) {
    return (
      <DemandsPage>
        <Spinner label={LABELS.loading} showLabel />
      </DemandsPage>
    );
  }

  return (
    <DemandsPage>
      <Formik
        initialValues={initialValues}
        enableReinitialize
        // The form's rules, then the deadline on the firm's calendar, the API's rule (a past or
        // closed day is refused).
        validate={(values) => {
          const issue = deadlineIssue(
            values.prazoAtendimento,
            values.prazo,
            calendar,
            request?.prazo,
          );
          const errors = collectFieldErrors(clientDemandSchema, values);
          return issue ? { ...errors, prazo: issue } : errors;
        }}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className={styles.form} noValidate aria-busy={isSubmitting}>
            <ClientRequestFields
              serviceTypes={serviceTypes}
              clientUsers={clientUsers}
              storedDocuments={stored}
              removedStored={removed}
              onRemoveStored={markRemoved}
              onKeepStored={keep}
            />
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={goBack} disabled={isSubmitting}>
                {LABELS.cancel}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {LABELS.submit}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </DemandsPage>
  );
}
