import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  DEMAND_ATTACHMENT_EXTENSIONS,
  DEMAND_LIMITS,
  DEMAND_MULTIPART_PARTS,
  EXECUTABLE_FILE_MESSAGE,
  MESSAGES,
  isAcceptedExtension,
  isExecutableFileName,
} from '@dpohub/domain';
import { badRequest } from '../errors/api-error';
import { promoteCommitted, readAll, type FileStorage } from '../files/file-storage';
import type { NewDocument } from './demand-repository';
import { stageUnlessExecutable } from './executable-upload';

const FILENAME_MAX_LENGTH = 255;

/** Limits of the request calls: 10 files of 10 MB (spec 2 section 5), one JSON part. */
export const REQUEST_MULTIPART_LIMITS = {
  // The JSON part may arrive as a blob, which busboy counts as a file.
  files: DEMAND_LIMITS.maxFiles + 1,
  fields: 5,
  parts: DEMAND_LIMITS.maxFiles + 6,
  fieldSize: 64 * 1024,
} as const;

/** The client's file name without any folder part: shown and sent back, never a path. */
export function displayName(filename: string | undefined): string {
  const base = path.posix.basename((filename ?? '').replace(/\\/g, '/')).trim();
  return (base || 'arquivo').slice(-FILENAME_MAX_LENGTH);
}

/** Multipart limits turned into the spec's messages. */
export function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest(MESSAGES.demandMaxFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(MESSAGES.fileTooLarge);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest(API_MESSAGES.payloadTooLarge);
  }
  return error;
}

export interface RequestUpload {
  dtoText: string | null;
  files: NewDocument[];
}

/**
 * Reads the JSON part and stores every `files` part with a random name, checking count,
 * extension and size as they stream. On any refusal the files already stored are removed.
 */
export async function readRequestUpload(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<RequestUpload> {
  const files: NewDocument[] = [];
  let dtoText: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.fieldname === DEMAND_MULTIPART_PARTS.clientRequest) {
        dtoText =
          part.type === 'field' ? String(part.value) : (await readAll(part.file)).toString('utf8');
      } else if (part.type === 'file' && part.fieldname === DEMAND_MULTIPART_PARTS.files) {
        if (files.length >= DEMAND_LIMITS.maxFiles) throw badRequest(MESSAGES.demandMaxFiles);
        const name = displayName(part.filename);
        if (isExecutableFileName(name)) {
          part.file.resume();
          throw badRequest(EXECUTABLE_FILE_MESSAGE);
        }
        if (!isAcceptedExtension(name, DEMAND_ATTACHMENT_EXTENSIONS)) {
          part.file.resume();
          throw badRequest(MESSAGES.fileTypeNotAccepted);
        }
        files.push(await store(storage, part));
      } else if (part.type === 'file') {
        part.file.resume();
      }
    }
  } catch (error) {
    await discardUpload(storage, files);
    throw uploadError(error);
  }
  return { dtoText, files };
}

async function store(storage: FileStorage, part: MultipartFile): Promise<NewDocument> {
  const name = displayName(part.filename);
  // Staged: readable only once the row naming it is committed (promoteUploads).
  // A program is refused by its first bytes too, whatever its name.
  const stored = await stageUnlessExecutable(storage, part.file, name);
  // Busboy stops at the size limit and marks the stream truncated.
  if (part.file.truncated) {
    await storage.remove(stored.key);
    throw badRequest(MESSAGES.fileTooLarge);
  }
  return {
    storageKey: stored.key,
    filename: name,
    contentType: stored.contentType,
    size: stored.size,
  };
}

/** After the commit of the rows naming them: the uploaded files become readable. */
export async function promoteUploads(
  storage: FileStorage,
  files: readonly NewDocument[],
  log: { error(details: object, message: string): void },
) {
  await promoteCommitted(
    storage,
    files.map((file) => file.storageKey),
    log,
  );
}

export async function discardUpload(storage: FileStorage, files: readonly NewDocument[]) {
  await Promise.all(files.map((file) => storage.remove(file.storageKey)));
}
