import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AUDIT_KINDS,
  AUDIT_KIND_KEYS,
  AUDIT_PERIOD_DEBOUNCE_MS,
  AUDIT_RECORD_TYPES,
  AUDIT_RECORD_TYPE_KEYS,
  auditTrailScope,
  isAuditKind,
  type AuditKind,
  type AuditRecordType,
  type ClientSummary,
} from '@dpohub/domain';
import type { AuditFilterQuery } from '@dpohub/domain/wire';
import {
  FilterDate,
  FilterSelect,
  fetchClients,
  useActor,
  useDebouncedValue,
  useShell,
} from '@dpohub/shared-ui';
import { AdminPage } from '../components/AdminPage';
import { AUDIT_LABELS } from './audit-labels';
import styles from './AuditTrail.module.css';
import { fetchFilterUsers, type UserOption } from './audit-api';
import { AuditTrailTable } from './AuditTrailTable';

const KIND_OPTIONS = AUDIT_KIND_KEYS.map((kind) => ({
  value: kind,
  label: AUDIT_KINDS[kind].label,
}));
const RECORD_OPTIONS = AUDIT_RECORD_TYPE_KEYS.map((type) => ({
  value: type,
  label: AUDIT_RECORD_TYPES[type],
}));

function positive(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * 'Trilha de auditoria' (issue 31): the firm sees every client's events, a client administrator
 * their own client's. Filters by period, user, kind and record (the address may name one record:
 * /auditTrail?recordType=user&recordId=3), 10 events a page, spreadsheet export.
 */
export function AuditTrailPage() {
  const shell = useShell();
  const actor = useActor();
  const scope = auditTrailScope(actor);
  const firm = scope !== 'none' && scope.clientId === null;
  const [params] = useSearchParams();
  const recordInputId = useId();
  const initialType = params.get('recordType');
  const [kind, setKind] = useState<AuditKind | undefined>(() => {
    const fromQuery = params.get('kind');
    return fromQuery && isAuditKind(fromQuery) ? fromQuery : undefined;
  });
  const [userId, setUserId] = useState<number | undefined>(() => positive(params.get('userId')));
  const [clientId, setClientId] = useState<number | undefined>(() =>
    positive(params.get('clientId')),
  );
  const [recordType, setRecordType] = useState<AuditRecordType | undefined>(
    initialType && initialType in AUDIT_RECORD_TYPES ? (initialType as AuditRecordType) : undefined,
  );
  const [recordText, setRecordText] = useState(params.get('recordId') ?? '');
  const recordId = useDebouncedValue(positive(recordText), AUDIT_PERIOD_DEBOUNCE_MS);
  const [clients, setClients] = useState<ClientSummary[]>([]);
  const [users, setUsers] = useState<UserOption[]>([]);
  const [periodoInicial, setPeriodoInicial] = useState('');
  const [periodoFinal, setPeriodoFinal] = useState('');
  const period = useMemo(() => ({ periodoInicial, periodoFinal }), [periodoInicial, periodoFinal]);

  useEffect(() => shell.setTitle(AUDIT_LABELS.title), [shell]);

  useEffect(() => {
    if (!firm) return;
    fetchClients(shell.http)
      .then(setClients)
      .catch((error: unknown) => console.error('GET /client/all failed', error));
  }, [shell.http, firm]);

  useEffect(() => {
    fetchFilterUsers(shell.http, { firm, clientId })
      .then(setUsers)
      .catch((error: unknown) => console.error('Audit user filter failed', error));
  }, [shell.http, firm, clientId]);

  const selected = useMemo<Omit<AuditFilterQuery, 'periodoInicial' | 'periodoFinal'>>(
    () => ({
      kind,
      userId,
      clientId: firm ? clientId : undefined,
      recordType,
      recordId: recordType ? recordId : undefined,
    }),
    [kind, userId, clientId, firm, recordType, recordId],
  );

  return (
    <AdminPage>
      <div className={styles.filters}>
        <FilterDate
          label={AUDIT_LABELS.periodStart}
          value={periodoInicial}
          onChange={setPeriodoInicial}
        />
        <FilterDate
          label={AUDIT_LABELS.periodEnd}
          value={periodoFinal}
          onChange={setPeriodoFinal}
        />
        <FilterSelect<AuditKind>
          label={AUDIT_LABELS.kind}
          value={kind}
          options={KIND_OPTIONS}
          allLabel={AUDIT_LABELS.allKinds}
          onChange={setKind}
        />
        {firm && (
          <FilterSelect<number>
            label={AUDIT_LABELS.client}
            value={clientId}
            options={clients.map((client) => ({ value: client.id, label: client.name }))}
            allLabel={AUDIT_LABELS.allClients}
            onChange={(next) => {
              setClientId(next);
              setUserId(undefined);
            }}
          />
        )}
        <FilterSelect<number>
          label={AUDIT_LABELS.user}
          value={userId}
          options={users.map((user) => ({ value: user.id, label: user.name }))}
          allLabel={AUDIT_LABELS.allUsers}
          onChange={setUserId}
        />
        <FilterSelect<AuditRecordType>
          label={AUDIT_LABELS.recordType}
          value={recordType}
          options={RECORD_OPTIONS}
          allLabel={AUDIT_LABELS.allRecords}
          onChange={setRecordType}
        />
        {recordType && (
          <div className={styles.recordId}>
            <label htmlFor={recordInputId}>{AUDIT_LABELS.recordId}</label>
            <input
              id={recordInputId}
              inputMode="numeric"
              value={recordText}
              onChange={(event) => setRecordText(event.target.value.replace(/\D/g, ''))}
            />
          </div>
        )}
      </div>
      <AuditTrailTable firm={firm} period={period} filters={selected} />
    </AdminPage>
  );
}
