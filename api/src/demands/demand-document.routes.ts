import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEMAND_API_MESSAGES,
  FEATURES,
  canEditClientRequest,
  type Principal,
} from '@dpohub/domain';
import { requestActor } from '../audit/audit-writer';
import { forbidden, notFound } from '../errors/api-error';
import { attachmentDisposition } from '../files/content-disposition';
import { FileNotFoundError, type FileStorage } from '../files/file-storage';
import { assertEditable, viewableDemand } from './demand-access';
import { recordDemandEvent } from './demand-audit';
import { deleteDocument, findDocument, type DemandRecord } from './demand-repository';
import { IdParams, NoContent } from '@dpohub/domain/wire';
import { servedContentType } from '../files/content-type';

/** Whoever may still change the request may remove its files (spec 2 section 4). */
function canRemoveDocuments(principal: Principal, record: DemandRecord): boolean {
  return principal.admin || canEditClientRequest(principal, record);
}

/** Spec 2 section 7: download and removal of a request's documents. */
export function demandDocumentRoutes(storage: FileStorage): FastifyPluginAsyncTypebox {
  return async (app) => {
    async function viewableDocument(request: Parameters<typeof viewableDemand>[1], id: number) {
      const document = await findDocument(app.db, id);
      if (!document) throw notFound(DEMAND_API_MESSAGES.documentNotFound);
      const demand = await viewableDemand(app, request, document.demandId);
      return { document, ...demand };
    }

    app.get(
      '/download/:id',
      {
        config: { access: FEATURES.clientDemandDetails },
        schema: {
          tags: ['solicitacao'],
          summary: 'A document of a request, streamed as an attachment',
          params: IdParams,
        },
      },
      async (request, reply) => {
        const { document, record } = await viewableDocument(request, request.params.id);
        let stream;
        try {
          stream = await storage.open(document.storageKey);
        } catch (error) {
          if (error instanceof FileNotFoundError) {
            throw notFound(DEMAND_API_MESSAGES.documentNotFound);
          }
          throw error;
        }
        // Who took which client's file out (issue 31), once the file is there to send.
        await app.db.transaction((tx) =>
          recordDemandEvent(
            tx,
            app.clock,
            requestActor(request),
            { id: record.id, clientId: record.clientId, label: record.demanda },
            'data.fileDownloaded',
            [{ field: 'file', after: document.filename }],
          ),
        );
        return reply
          .header('content-type', servedContentType(document.contentType))
          .header('content-length', String(document.size))
          .header('content-disposition', attachmentDisposition(document.filename))
          .header('x-content-type-options', 'nosniff')
          .send(stream);
      },
    );

    app.delete(
      '/removeDocument/:id',
      {
        config: { access: FEATURES.clientDemandDetails },
        schema: {
          tags: ['solicitacao'],
          summary: 'Remove a document and its stored file, while the request may be edited',
          params: IdParams,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        const { document, record, principal } = await viewableDocument(request, request.params.id);
        assertEditable(record);
        if (!canRemoveDocuments(principal, record)) {
          throw forbidden(DEMAND_API_MESSAGES.notEditable);
        }
        await app.db.transaction(async (tx) => {
          await deleteDocument(tx, document.id);
          await recordDemandEvent(
            tx,
            app.clock,
            requestActor(request),
            { id: record.id, clientId: record.clientId, label: record.demanda },
            'demand.fileRemoved',
            [{ field: 'file', removed: [document.filename] }],
          );
        });
        await storage.remove(document.storageKey);
        return reply.status(204).send();
      },
    );
  };
}
