import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { API_MESSAGES, AUDIT_MESSAGES, FEATURES, auditTrailScope } from '@dpohub/domain';
import {
  AuditEventPage,
  AuditFilterQuery,
  AuditTrailQuery,
  AuditVerification,
  AuditVerificationQuery,
  type AuditEventView,
} from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { badRequest, forbidden } from '../errors/api-error';
import { exportPeriodInstants } from '../http/export-period';
import { mapBatches, sendXlsxStream } from '../http/xlsx-stream';
import { pageRequest, toPage } from '../lists';
import { periodBounds } from '../simulator/simulation-period';
import {
  auditEventBatches,
  clientNamesOf,
  eventView,
  listAuditEvents,
  type AuditEventRow,
  type AuditFilter,
} from './audit-repository';
import { verifyAuditChain } from './audit-verify';
import { auditSheetColumns, auditSheetRow } from './audit-workbook';
import { recordAudit, requestActor } from './audit-writer';

/** The trail shows 10 events a page, like the other lists of the portal. */
const DEFAULT_PAGE_SIZE = 10;

/**
 * The filter of a call within the caller's scope: firm admins every client (or the one they
 * name), a client administrator only their own client's events and never the firm's internal
 * ones (403 when they name another client).
 */
function scopedFilter(
  request: FastifyRequest,
  query: AuditFilterQuery,
): {
  filter: AuditFilter;
  firm: boolean;
} {
  const { principal } = signedIn(request);
  const scope = auditTrailScope(principal);
  if (scope === 'none') throw forbidden(API_MESSAGES.forbidden);
  if (query.recordId !== undefined && !query.recordType) {
    throw badRequest(AUDIT_MESSAGES.recordNeedsType);
  }
  const firm = scope.clientId === null;
  if (!firm && query.clientId !== undefined && query.clientId !== scope.clientId) {
    throw forbidden(API_MESSAGES.forbidden);
  }
  return {
    firm,
    filter: {
      userId: query.userId,
      kind: query.kind,
      record: query.recordType ? { type: query.recordType, id: query.recordId } : undefined,
      clientId: firm ? (query.clientId ?? null) : scope.clientId,
      withoutFirmOnly: !firm,
    },
  };
}

/** Issue 31: the audit trail, its spreadsheet and the verification of its chain. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: FEATURES.auditTrail },
      schema: {
        tags: ['audit'],
        summary:
          "The audit trail, newest first (firm admins every client's; a client administrator their own client's)",
        querystring: AuditTrailQuery,
        response: { 200: AuditEventPage },
      },
    },
    async (request) => {
      const { filter, firm } = scopedFilter(request, request.query);
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const period = periodBounds(request.query.periodoInicial, request.query.periodoFinal);
      const { rows, total, countLimit } = await listAuditEvents(
        app.db,
        { ...filter, ...period },
        page,
      );
      const names = await clientNamesOf(app.db, rows);
      return toPage(
        rows.map((row) => eventView(row, names, { showAddress: firm })),
        total,
        page,
        countLimit,
      );
    },
  );

  app.get(
    '/export-excel',
    {
      config: { access: FEATURES.auditTrail },
      schema: {
        tags: ['audit'],
        summary: 'The audit trail of a period as a spreadsheet (the list’s filters and scope)',
        querystring: AuditFilterQuery,
      },
    },
    async (request, reply) => {
      const { filter, firm } = scopedFilter(request, request.query);
      const { periodoInicial, periodoFinal } = request.query;
      const period = exportPeriodInstants(periodoInicial, periodoFinal, app.clock.now());
      const batches = auditEventBatches(app.db, { ...filter, ...period });
      const first = await batches.next();
      if (first.done) throw badRequest(AUDIT_MESSAGES.noEventsInPeriod);
      // Who took the trail out, and of which client, is itself part of the trail.
      await app.db.transaction((tx) =>
        recordAudit(tx, app.clock, {
          kind: 'data.exported',
          actor: requestActor(request),
          clientId: filter.clientId ?? null,
          note: AUDIT_MESSAGES.exportNote,
        }),
      );
      async function* all(): AsyncGenerator<AuditEventRow[]> {
        yield first.value as AuditEventRow[];
        yield* batches;
      }
      async function* views(): AsyncGenerator<AuditEventView[]> {
        for await (const batch of all()) {
          const names = await clientNamesOf(app.db, batch);
          yield batch.map((row) => eventView(row, names, { showAddress: firm }));
        }
      }
      return sendXlsxStream(
        reply,
        {
          filename: AUDIT_MESSAGES.exportFileName,
          sheetName: AUDIT_MESSAGES.exportSheetName,
          columns: auditSheetColumns(firm),
        },
        mapBatches(views(), (event) => auditSheetRow(event, firm)),
      );
    },
  );

  app.get(
    '/verificacao',
    {
      config: { access: FEATURES.auditVerify },
      schema: {
        tags: ['audit'],
        summary:
          'Recomputes the chain of the trail and names the first broken link (firm admins); `ultimo=id:hash` checks a head kept from an earlier verification',
        querystring: AuditVerificationQuery,
        response: { 200: AuditVerification },
      },
    },
    async (request) => {
      const knownHead = parseKnownHead(request.query.ultimo);
      const result = await verifyAuditChain(app.db, { knownHead });
      await app.db.transaction((tx) =>
        recordAudit(tx, app.clock, {
          kind: 'audit.verified',
          actor: requestActor(request),
          clientId: null,
          note: result.ok
            ? AUDIT_MESSAGES.verifyOk(result.checked)
            : AUDIT_MESSAGES.verifyBroken(result.firstBroken!.id, result.firstBroken!.reason),
        }),
      );
      return result;
    },
  );
};

/** `id:hash` of a head kept aside; 400 when it is not that. */
export function parseKnownHead(text: string | undefined): { id: number; hash: string } | null {
  if (!text?.trim()) return null;
  const match = /^(\d{1,15}):([0-9a-f]{64})$/.exec(text.trim());
  if (!match) throw badRequest(AUDIT_MESSAGES.knownHeadInvalid);
  return { id: Number(match[1]), hash: match[2]! };
}
