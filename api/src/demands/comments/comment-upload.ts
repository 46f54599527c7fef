import path from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  API_MESSAGES,
  COMMENT_MESSAGES,
  COMMENT_PARTS,
  MESSAGES,
  classifyFile,
  validateCommentAttachments,
  validateCommentSubmission,
  type CommentAttachment,
} from '@dpohub/domain';
import { ApiError, badRequest } from '../../errors/api-error';
import { readAll, type FileStorage } from '../../files/file-storage';
import { stageUnlessExecutable } from '../executable-upload';
import type { NewCommentAttachment } from './comment-repository';

/**
 * At most this many files in one comment call: the spec caps documents (1) and images (4) but
 * not videos, and one request must not fill the disk.
 */
export const COMMENT_MAX_FILES = 10;

const FILENAME_MAX_LENGTH = 255;

/** The client's file name without any folder part: for display and Content-Disposition only. */
export function displayName(filename: string | undefined): string {
  const base = path.posix.basename((filename ?? '').replace(/\\/g, '/')).trim();
  return (base || 'arquivo').slice(-FILENAME_MAX_LENGTH);
}

/** Multipart limits turned into Portuguese answers (400 for the spec's own rules). */
export function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(MESSAGES.fileTooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ApiError(413, API_MESSAGES.payloadTooLarge);
  }
  return error;
}

/**
 * The description of the DTO part. Browsers send it as a JSON blob (a file part) or a text field;
 * a field declared application/json arrives already parsed.
 */
function parseDescription(raw: unknown): string {
  try {
    const dto: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (typeof dto === 'object' && dto !== null && !Array.isArray(dto)) {
      const { description } = dto as { description?: unknown };
      if (description === undefined || description === null) return '';
      if (typeof description === 'string') return description;
    }
  } catch {
    // Reported below.
  }
  throw badRequest(COMMENT_MESSAGES.dtoMissing);
}

/**
 * Reads a comment's multipart body: the `solicitacaoComentarioDto` JSON part, files in `files`
 * and the document slot's file in `documento`. Each file is stored as it arrives and the
 * comment rules of spec 2 section 5 run on what has arrived so far, so a sixth image stops the
 * upload at once. On any refusal the stored files are removed again.
 */
export async function readCommentUpload(
  parts: AsyncIterableIterator<Multipart>,
  storage: FileStorage,
): Promise<{ description: string; files: NewCommentAttachment[] }> {
  const saved: NewCommentAttachment[] = [];
  const checked: CommentAttachment[] = [];
  try {
    let description: string | null = null;
    for await (const part of parts) {
      if (part.fieldname === COMMENT_PARTS.dto) {
        const raw =
          part.type === 'field' ? part.value : (await readAll(part.file)).toString('utf8');
        description = parseDescription(raw);
        // The text rules come first, as the screen checks them before the files.
        const problem = validateCommentSubmission(description, []);
        if (problem) throw badRequest(problem);
      } else if (
        part.type === 'file' &&
        (part.fieldname === COMMENT_PARTS.files || part.fieldname === COMMENT_PARTS.document)
      ) {
        const attachedAs = part.fieldname === COMMENT_PARTS.document ? 'document' : undefined;
        const file = await store(part, storage);
        saved.push(file);
        checked.push({ name: file.filename, size: file.size, attachedAs });
        const problem = validateCommentAttachments(checked);
        if (problem) throw badRequest(problem);
      } else if (part.type === 'file') {
        part.file.resume();
      }
    }
    if (description === null) throw badRequest(COMMENT_MESSAGES.dtoMissing);
    return { description: description.trim(), files: saved };
  } catch (error) {
    await Promise.all(saved.map((file) => storage.remove(file.storageKey)));
    throw uploadError(error);
  }
}

async function store(part: MultipartFile, storage: FileStorage): Promise<NewCommentAttachment> {
  // Staged: readable only once the comment naming it is committed (then promoted).
  // A program is refused by its first bytes too, whatever its name.
  const stored = await stageUnlessExecutable(storage, part.file, part.filename);
  // Busboy stops at the size limit and marks the stream truncated.
  if (part.file.truncated) {
    await storage.remove(stored.key);
    throw badRequest(MESSAGES.fileTooLarge);
  }
  const filename = displayName(part.filename);
  return {
    filename,
    storageKey: stored.key,
    size: stored.size,
    contentType: stored.contentType,
    kind: classifyFile(filename),
  };
}
