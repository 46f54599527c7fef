import {
  COMMENT_LIMITS,
  DEMAND_LIMITS,
  FILE_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  SIMULATION_MAX_FILES,
} from '../constants';
import { EXECUTABLE_FILE_MESSAGE, isExecutableFileName } from '../demands/executable-files';
import { MESSAGES } from '../messages';

export interface FileLike {
  readonly name: string;
  readonly size: number;
}

export type FileKind = 'image' | 'video' | 'document';

/** 'Contrato.PDF' -> 'pdf'; no extension -> ''. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** By extension; anything that is not an image or a video is a document (spec 2 section 5). */
export function classifyFile(name: string): FileKind {
  const extension = fileExtension(name);
  if ((FILE_EXTENSIONS.image as readonly string[]).includes(extension)) return 'image';
  if ((FILE_EXTENSIONS.video as readonly string[]).includes(extension)) return 'video';
  return 'document';
}

/** Accepted extensions may be written 'pdf', '.pdf' or '.PDF'. */
export function isAcceptedExtension(name: string, accepted: readonly string[]): boolean {
  const extension = fileExtension(name);
  return (
    extension !== '' &&
    accepted.some((candidate) => candidate.replace(/^\./, '').toLowerCase() === extension)
  );
}

/**
 * Upload check of spec 1 section 5: the type first (a program never, whatever the screen
 * accepts), then the 10 MB limit.
 */
export function validateUploadFile(file: FileLike, accepted: readonly string[]): string | null {
  if (isExecutableFileName(file.name)) return EXECUTABLE_FILE_MESSAGE;
  if (!isAcceptedExtension(file.name, accepted)) return MESSAGES.fileTypeNotAccepted;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.fileTooLarge;
  return null;
}

/**
 * Whether a file repeats one the request already has: the same name (case aside) among the files
 * chosen or the stored documents kept (demands m12). Names are what the lists show, so two files
 * of one name could not be told apart.
 */
export function isDuplicateFileName(name: string, taken: readonly string[]): boolean {
  const key = name.trim().toLowerCase();
  return taken.some((other) => other.trim().toLowerCase() === key);
}

export interface CommentAttachment extends FileLike {
  /** The upload slot the file was picked in, when the screen offers separate ones. */
  readonly attachedAs?: 'document' | 'image';
}

/** Comment attachments (spec 2 section 5): the first message that applies, or null. */
export function validateCommentAttachments(files: readonly CommentAttachment[]): string | null {
  if (files.some((file) => isExecutableFileName(file.name))) return EXECUTABLE_FILE_MESSAGE;
  if (files.some((file) => file.size > COMMENT_LIMITS.maxFileBytes)) return MESSAGES.fileTooLarge;
  if (files.some((file) => file.attachedAs === 'document' && classifyFile(file.name) === 'image')) {
    return MESSAGES.commentImageAsDocument;
  }
  const kinds = files.map((file) => classifyFile(file.name));
  if (kinds.filter((kind) => kind === 'document').length > COMMENT_LIMITS.maxDocuments) {
    return MESSAGES.commentOneDocument;
  }
  if (kinds.filter((kind) => kind === 'image').length > COMMENT_LIMITS.maxImages) {
    return MESSAGES.commentMaxImages;
  }
  return null;
}

/** Comment text: required (spec 2 section 5); the 140-character cap is the input's maxLength. */
export function validateCommentText(text: string | null | undefined): string | null {
  return (text ?? '').trim() === '' ? MESSAGES.commentRequired : null;
}

/** Client request form: new plus already stored files, at most 10 (spec 2 section 5). */
export function validateRequestFileCount(newFiles: number, storedFiles = 0): string | null {
  return newFiles + storedFiles > DEMAND_LIMITS.maxFiles ? MESSAGES.clientRequestMaxFiles : null;
}

/** Files attached to one simulation, at most 10 (spec 4 section 5). */
export function validateSimulationFileCount(files: number): string | null {
  return files > SIMULATION_MAX_FILES ? MESSAGES.simulationMaxFiles : null;
}
