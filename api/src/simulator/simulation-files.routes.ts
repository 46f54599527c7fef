import { recordTakenOut } from '../audit/audit-writer';
import path from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUDIT_MESSAGES,
  API_MESSAGES,
  FEATURES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  SIMULATION_ATTACHMENT_EXTENSIONS,
  SIMULATION_DOCUMENTS_PART,
  isAcceptedExtension,
  SIMULATION_MAX_FILES,
  SIMULATION_ORIGIN,
  SIMULATOR_API_MESSAGES,
  simulationListScope,
} from '@dpohub/domain';
import {
  FineSimulationAnswer,
  IdParams,
  SimulationDownloadQuery,
  SimulationExportQuery,
} from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { ApiError, badRequest, notFound } from '../errors/api-error';
import { attachmentDisposition } from '../files/content-disposition';
import { FileNotFoundError, promoteCommitted, readAll } from '../files/file-storage';
import { writeDemoAttachments } from '../seed/simulator-seed';
import { readableSimulation, updatableSimulation } from './simulation-access';
import { simulationAnswer } from './simulation-answer';
import { computeSimulation } from './simulation-input';
import { exportPeriodInstants } from '../http/export-period';
import {
  addDocuments,
  simulationBatches,
  type SimulationListRow,
  findDocument,
  findSimulation,
  insertSimulation,
  listDocuments,
  updateSimulation,
  type NewDocument,
} from './simulation-repository';
import { mapBatches, sendXlsxStream } from '../http/xlsx-stream';
import { servedContentType } from '../files/content-type';
import { stageUnlessExecutable } from '../demands/executable-upload';
import {
  EXPORT_FILENAME,
  EXPORT_SHEET_COLUMNS,
  EXPORT_SHEET_NAME,
  simulationExportRow,
} from './simulation-workbook';

/** Field of the repeated attachment parts (spec 4 section 7). */
export const FILES_PART = 'files';
const DTO_MAX_BYTES = 1024 * 1024;
const FILENAME_MAX_LENGTH = 255;

/** The client's file name without any folder part, for display and Content-Disposition only. */
function displayName(filename: string | undefined): string {
  const base = path.posix.basename((filename ?? '').replace(/\\/g, '/')).trim();
  return (base || 'arquivo').slice(-FILENAME_MAX_LENGTH);
}

/** Multipart limits turned into the spec's messages (spec 4 section 5, spec 1 section 5). */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest(MESSAGES.simulationMaxFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, MESSAGES.fileTooLarge);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ApiError(413, API_MESSAGES.payloadTooLarge);
  }
  return error;
}

/** Attachments (multipart documentos, download) and the spreadsheet export of spec 4 section 7. */
export const simulationFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = app.fileStorage;
  // The demo seed runs before the storage exists: its attachments are written here.
  if (app.config.seedDemo)
    app.addHook('onReady', async () => void (await writeDemoAttachments(app.db, storage)));
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      // The documentosDto part may arrive as a JSON blob, which busboy counts as a file.
      files: SIMULATION_MAX_FILES + 1,
      fields: 10,
      parts: SIMULATION_MAX_FILES + 11,
      fieldSize: DTO_MAX_BYTES,
    },
  });

  app.post(
    '/documentos',
    {
      config: { access: FEATURES.fineSimulator },
      schema: {
        tags: ['simulator'],
        summary: `Compute a simulation and attach up to ${SIMULATION_MAX_FILES} files (multipart: ${SIMULATION_DOCUMENTS_PART} + ${FILES_PART})`,
        consumes: ['multipart/form-data'],
        response: { 200: FineSimulationAnswer },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      const saved: NewDocument[] = [];
      let committed = false;
      try {
        let dtoText: string | null = null;
        for await (const part of request.parts()) {
          if (part.fieldname === SIMULATION_DOCUMENTS_PART) {
            dtoText =
              part.type === 'field'
                ? String(part.value)
                : (await readAll(part.file)).toString('utf8');
          } else if (part.type === 'file' && part.fieldname === FILES_PART) {
            if (saved.length >= SIMULATION_MAX_FILES) throw badRequest(MESSAGES.simulationMaxFiles);
            if (!isAcceptedExtension(part.filename, SIMULATION_ATTACHMENT_EXTENSIONS)) {
              throw badRequest(MESSAGES.fileTypeNotAccepted);
            }
            saved.push(await saveUpload(part));
          } else if (part.type === 'file') {
            part.file.resume();
          }
        }
        const dto = parseDto(dtoText);
        const computed = computeSimulation(dto);
        const id = typeof dto.id === 'number' && dto.id > 0 ? dto.id : null;
        const now = app.clock.now();

        let simulationId: number;
        if (id !== null) {
          const simulation = await updatableSimulation(app, request, id);
          const existing = await listDocuments(app.db, simulation.id);
          if (existing.length + saved.length > SIMULATION_MAX_FILES) {
            throw badRequest(MESSAGES.simulationMaxFiles);
          }
          simulationId = simulation.id;
          await app.db.transaction(async (tx) => {
            await updateSimulation(tx, simulationId, computed, now);
            await addDocuments(tx, simulationId, saved, now);
          });
        } else {
          simulationId = await app.db.transaction(async (tx) => {
            const newId = await insertSimulation(tx, {
              origin: SIMULATION_ORIGIN.DPO,
              createdByUserId: account.id,
              creatorClientId: account.clientId,
              computed,
              now,
            });
            await addDocuments(tx, newId, saved, now);
            return newId;
          });
        }
        committed = true;
        await promoteCommitted(
          storage,
          saved.map((file) => file.storageKey),
          request.log,
        );
        const record = await findSimulation(app.db, simulationId);
        return simulationAnswer(record!, await listDocuments(app.db, simulationId));
      } catch (error) {
        if (!committed) await Promise.all(saved.map((file) => storage.remove(file.storageKey)));
        throw uploadError(error);
      }
    },
  );

  async function saveUpload(part: MultipartFile): Promise<NewDocument> {
    // Staged: readable only once the simulation naming it is committed (then promoted). A
    // program is refused by its first bytes, as on requests and comments (security L6).
    const stored = await stageUnlessExecutable(storage, part.file, part.filename);
    // Busboy stops at the size limit and marks the stream truncated.
    if (part.file.truncated) {
      await storage.remove(stored.key);
      throw new ApiError(413, MESSAGES.fileTooLarge);
    }
    return {
      storageKey: stored.key,
      filename: displayName(part.filename),
      contentType: stored.contentType,
      size: stored.size,
    };
  }

  app.get(
    '/download/:id',
    {
      config: { access: FEATURES.fineSimulator },
      schema: {
        tags: ['simulator'],
        summary: 'A document of the simulation (the first one unless documentId is given)',
        params: IdParams,
        querystring: SimulationDownloadQuery,
      },
    },
    async (request, reply) => {
      const simulation = await readableSimulation(app, request, request.params.id);
      const document = await findDocument(app.db, simulation.id, request.query.documentId);
      if (!document) throw notFound(SIMULATOR_API_MESSAGES.documentNotFound);
      let stream;
      try {
        stream = await storage.open(document.storageKey);
      } catch (error) {
        if (error instanceof FileNotFoundError)
          throw notFound(SIMULATOR_API_MESSAGES.documentNotFound);
        throw error;
      }
      await recordTakenOut(app, request, {
        kind: 'data.fileDownloaded',
        clientId: simulation.creatorClientId,
        record: { id: simulation.id, type: 'simulation' },
        note: document.filename,
      });
      return reply
        .header('content-type', servedContentType(document.contentType))
        .header('content-length', String(document.size))
        .header('content-disposition', attachmentDisposition(document.filename))
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.get(
    '/export-excel',
    {
      config: { access: FEATURES.simulatedFinesExport },
      schema: {
        tags: ['simulator'],
        summary: `The simulations of a period as ${EXPORT_FILENAME} (as the list: scoped to the caller)`,
        querystring: SimulationExportQuery,
      },
    },
    async (request, reply) => {
      const { account, principal } = signedIn(request);
      const { periodoInicial, periodoFinal, search, origin } = request.query;
      const period = exportPeriodInstants(periodoInicial, periodoFinal, app.clock.now());
      const batches = simulationBatches(app.db, {
        search,
        origin: origin || undefined,
        ...period,
        scope: simulationListScope(principal, account.id),
      });
      // The first batch is read before answering: an empty period is a 400, not an empty file.
      const first = await batches.next();
      if (first.done) throw badRequest(MESSAGES.noSimulationsInPeriod);
      async function* all() {
        yield first.value as SimulationListRow[];
        yield* batches;
      }
      await recordTakenOut(app, request, {
        kind: 'data.exported',
        clientId: principal.admin ? null : account.clientId,
        note: AUDIT_MESSAGES.exportOf(EXPORT_FILENAME, periodoInicial, periodoFinal),
      });
      return sendXlsxStream(
        reply,
        { filename: EXPORT_FILENAME, sheetName: EXPORT_SHEET_NAME, columns: EXPORT_SHEET_COLUMNS },
        mapBatches(all(), simulationExportRow),
      );
    },
  );
};

function parseDto(text: string | null): Record<string, unknown> {
  if (text === null) throw badRequest(SIMULATOR_API_MESSAGES.documentsPartMissing);
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Reported below.
  }
  throw badRequest(SIMULATOR_API_MESSAGES.documentsPartInvalid);
}
