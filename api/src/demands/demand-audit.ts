import { inArray } from 'drizzle-orm';
import {
  DEMAND_STATUS_LABEL,
  PRAZO_ATENDIMENTO_OPTIONS,
  TIPO_AVALIACAO_LABEL,
  apiToDisplayDate,
  changesBetween,
  formatBRL,
  formatDemandHours,
  type AuditChange,
  type AuditKind,
  type DemandStatus,
} from '@dpohub/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import {
  recordAudit,
  requestActor,
  type AuditActor,
  type Transaction,
} from '../audit/audit-writer';
import { users } from '../db/schema';
import { findDemand, type DemandRecord } from './demand-repository';

// A demand's events in the audit trail (issue 31). One event per kind of change a save makes:
// the request's fields (or its deadline), the firm's internal data (kept from client
// administrators), files added, files removed, participants added.

/** The fields of the request a client sees. */
const REQUEST_FIELDS = [
  'client',
  'demanda',
  'serviceType',
  'tipoConsulta',
  'tipoAvaliacao',
  'areaDemandante',
  'autorDemanda',
  'prazoAtendimento',
  'prazo',
  'descricaoTrabalho',
  'consumoHoras',
] as const;

/** The firm's internal data (spec 2 section 6: never shown to clients). */
const INTERNAL_FIELDS = ['lawyer', 'horas', 'valor', 'areaInterna'] as const;

/** A demand's fields as the screens show them (dates dd/MM/yyyy, money in BRL, labels). */
function auditState(record: DemandRecord) {
  return {
    client: record.clientName,
    demanda: record.demanda,
    serviceType: record.serviceTypeName,
    tipoConsulta: record.tipoConsulta,
    tipoAvaliacao: record.tipoAvaliacao ? TIPO_AVALIACAO_LABEL[record.tipoAvaliacao] : null,
    areaDemandante: record.areaDemandante,
    autorDemanda: record.autorDemanda,
    prazoAtendimento: PRAZO_ATENDIMENTO_OPTIONS.find(
      (option) => option.value === record.prazoAtendimento,
    )!.label,
    prazo: apiToDisplayDate(record.prazo),
    descricaoTrabalho: record.descricaoTrabalho,
    consumoHoras: record.consumoHoras,
    lawyer: record.lawyerName,
    // As the internal data form shows them (HH:mm), without the wire's seconds.
    horas: formatDemandHours(record.horasMinutes)?.replace(/:00$/, '') ?? null,
    valor: formatBRL(record.valor),
    areaInterna: record.areaInterna,
  };
}

/** What a save did to a demand, for its events. */
export interface DemandSave {
  /** Null for a new demand. */
  before: DemandRecord | null;
  after: DemandRecord;
  filesAdded?: readonly { filename: string }[];
  filesRemoved?: readonly { filename: string }[];
  /** Users attached as participants by this save. */
  participantsAdded?: readonly number[];
}

async function userNames(tx: Transaction, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((row) => row.name);
}

/** Writes the events of a save, inside its transaction (last, after the change). */
export async function recordDemandSave(
  tx: Transaction,
  clock: Clock,
  actor: AuditActor,
  save: DemandSave,
): Promise<void> {
  const { before, after } = save;
  const was = before ? auditState(before) : null;
  const now = auditState(after);
  const base = {
    actor,
    clientId: after.clientId,
    record: { id: after.id, label: after.demanda },
  };
  const request = changesBetween(was, now, REQUEST_FIELDS);
  if (before === null) {
    await recordAudit(tx, clock, { ...base, kind: 'demand.created', changes: request });
  } else if (request.length > 0) {
    const kind = request.some((change) => change.field === 'prazo')
      ? 'demand.deadlineChanged'
      : 'demand.changed';
    await recordAudit(tx, clock, { ...base, kind, changes: request });
  }
  const internal = changesBetween(was, now, INTERNAL_FIELDS);
  if (internal.length > 0) {
    await recordAudit(tx, clock, { ...base, kind: 'demand.internalChanged', changes: internal });
  }
  const fileChange = (files: readonly { filename: string }[], key: 'added' | 'removed') =>
    [{ field: 'file', [key]: files.map((file) => file.filename) }] as AuditChange[];
  if (save.filesAdded?.length) {
    await recordAudit(tx, clock, {
      ...base,
      kind: 'demand.fileAdded',
      changes: fileChange(save.filesAdded, 'added'),
    });
  }
  if (save.filesRemoved?.length) {
    await recordAudit(tx, clock, {
      ...base,
      kind: 'demand.fileRemoved',
      changes: fileChange(save.filesRemoved, 'removed'),
    });
  }
  if (save.participantsAdded?.length) {
    await recordAudit(tx, clock, {
      ...base,
      kind: 'demand.participantAdded',
      changes: [{ field: 'participant', added: await userNames(tx, save.participantsAdded) }],
    });
  }
}

/** The event of a status change, inside its transaction. */
export function recordDemandStatus(
  tx: Transaction,
  clock: Clock,
  actor: AuditActor,
  record: Pick<DemandRecord, 'id' | 'clientId' | 'demanda'>,
  from: DemandStatus,
  to: DemandStatus,
): Promise<number> {
  return recordAudit(tx, clock, {
    kind: 'demand.statusChanged',
    actor,
    clientId: record.clientId,
    record: { id: record.id, label: record.demanda },
    changes: [
      { field: 'status', before: DEMAND_STATUS_LABEL[from], after: DEMAND_STATUS_LABEL[to] },
    ],
  });
}

/**
 * Runs `change` on an existing demand in one transaction with the events of what it changed:
 * the demand is read again after the change and compared with `before`. `change` may answer the
 * files and participants it added or removed.
 */
export async function saveDemandAudited<T extends Omit<DemandSave, 'before' | 'after'> | void>(
  app: FastifyInstance,
  request: FastifyRequest,
  before: DemandRecord,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return app.db.transaction(async (tx) => {
    const done = await change(tx);
    const after = (await findDemand(tx, before.id))!;
    await recordDemandSave(tx, app.clock, requestActor(request), {
      ...(done ?? {}),
      before,
      after,
    });
    return done;
  });
}

/** One event about a demand (a file, a participant, a download), inside the change's transaction. */
export function recordDemandEvent(
  tx: Transaction,
  clock: Clock,
  actor: AuditActor,
  demand: { id: number; clientId: number; label?: string | null },
  kind: AuditKind,
  changes: AuditChange[] = [],
): Promise<number> {
  return recordAudit(tx, clock, {
    kind,
    actor,
    clientId: demand.clientId,
    record: { id: demand.id, label: demand.label ?? null },
    changes,
  });
}
