import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@dpohub/domain';
import { writeDemandDemoDocuments } from '../seed/demands-seed';
import { clientRequestRoutes } from './client-request.routes';
import { demandDocumentRoutes } from './demand-document.routes';
import { demandExportRoutes } from './demand-export.routes';
import { demandOptionRoutes } from './demand-options.routes';
import { demandQueueRoutes } from './demand-queue.routes';
import { demandStatusRoutes } from './demand-status.routes';
import { REQUEST_MULTIPART_LIMITS } from './demand-uploads';
import { demandRoutes } from './demand.routes';
import { slaReportRoutes } from './sla-report.routes';

/**
 * Every /api/solicitacao call of spec 2 section 7 but comments, participants and links (their
 * own plugins). Registered with the prefix /api/solicitacao.
 */
export const solicitacaoRoutes: FastifyPluginAsync = async (app) => {
  const storage = app.fileStorage;
  // The demo seed runs before the storage exists: its request documents are written here.
  if (app.config.seedDemo) {
    app.addHook('onReady', async () => void (await writeDemandDemoDocuments(app.db, storage)));
  }
  await app.register(multipart, {
    limits: { ...REQUEST_MULTIPART_LIMITS, fileSize: MAX_UPLOAD_BYTES },
  });
  await app.register(demandOptionRoutes);
  await app.register(demandQueueRoutes);
  await app.register(demandExportRoutes);
  await app.register(slaReportRoutes);
  await app.register(demandDocumentRoutes(storage));
  await app.register(clientRequestRoutes(storage), { prefix: '/documentos-consultas' });
  await app.register(demandStatusRoutes);
  await app.register(demandRoutes);
};
