import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  COMMENT_PARTS,
  FEATURES,
  MESSAGES,
  canComment,
  commentsClosed,
} from '@dpohub/domain';
import { signedIn } from '../../auth/access-control';
import { badRequest, forbidden, notFound } from '../../errors/api-error';
import { attachmentDisposition } from '../../files/content-disposition';
import { FileNotFoundError, promoteCommitted } from '../../files/file-storage';
import { viewableDemandScope } from '../participants/demand-visibility';
import {
  CommentAttachmentList,
  DemandCommentList,
  DemandCommentView,
  IdParams,
} from '@dpohub/domain/wire';
import {
  findCommentAttachment,
  insertComment,
  listComments,
  listDemandAttachments,
} from './comment-repository';
import { COMMENT_MAX_FILES, readCommentUpload } from './comment-upload';
import { writeDemoCommentFiles } from '../../seed/demand-activity-seed';
import { servedContentType } from '../../files/content-type';

const DTO_MAX_BYTES = 64 * 1024;

/**
 * Comments on a demand and their attachments (spec 2 sections 5 and 7), under /api/solicitacao.
 * Whoever may view the demand reads them; participants may not write (spec 2 section 6).
 */
export const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = app.fileStorage;
  // The demo seed runs before the storage exists: its comment files are written here.
  if (app.config.seedDemo) {
    app.addHook('onReady', async () => void (await writeDemoCommentFiles(app.db, storage)));
  }
  await app.register(multipart, {
    limits: {
      fileSize: COMMENT_LIMITS.maxFileBytes,
      // The DTO part may arrive as a JSON blob, which busboy counts as a file.
      files: COMMENT_MAX_FILES + 1,
      fields: 5,
      parts: COMMENT_MAX_FILES + 6,
      fieldSize: DTO_MAX_BYTES,
    },
  });

  app.post(
    '/:id/solicitacao-comentario',
    {
      config: { access: FEATURES.clientDemandDetails },
      schema: {
        tags: ['demand comments'],
        summary: `Comment on demand {id} (multipart: ${COMMENT_PARTS.dto} + ${COMMENT_PARTS.files} + ${COMMENT_PARTS.document})`,
        description:
          `Part ${COMMENT_PARTS.dto} is JSON { description } (1 to ${COMMENT_LIMITS.maxLength} characters). ` +
          `Files travel in ${COMMENT_PARTS.files} (classified by extension) and the file picked ` +
          `as the document in ${COMMENT_PARTS.document}, where an image is refused. At most ` +
          `${COMMENT_LIMITS.maxDocuments} document, ${COMMENT_LIMITS.maxImages} images, ` +
          `${COMMENT_MAX_FILES} files, ${COMMENT_LIMITS.maxFileBytes} bytes each.`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: DemandCommentView },
      },
    },
    async (request, reply) => {
      // Spec 2 section 6: participants only read; refused before the body is read (after the
      // demand check, which tells who acts as a participant on this demand).
      const demand = await viewableDemandScope(app, request, request.params.id);
      const { account, principal } = signedIn(request);
      if (!canComment(principal)) throw forbidden(MESSAGES.noCommentPermission);
      if (commentsClosed(demand.status)) throw badRequest(COMMENT_MESSAGES.cancelled);
      const upload = await readCommentUpload(request.parts(), storage);
      let commentId: number;
      try {
        commentId = await app.db.transaction((tx) =>
          insertComment(
            tx,
            { demandId: demand.id, description: upload.description, createdByUserId: account.id },
            upload.files,
            app.clock.now(),
          ),
        );
      } catch (error) {
        await Promise.all(upload.files.map((file) => storage.remove(file.storageKey)));
        throw error;
      }
      await promoteCommitted(
        storage,
        upload.files.map((file) => file.storageKey),
        request.log,
      );
      await app.notifications.commentPosted(
        demand.id,
        { id: account.id, name: account.name, staff: principal.admin },
        upload.description,
      );
      const [comment] = await listComments(app.db, { commentId });
      return reply.status(201).send(comment!);
    },
  );

  app.get(
    '/:id/solicitacao-comentario',
    {
      config: { access: FEATURES.clientDemandDetails },
      schema: {
        tags: ['demand comments'],
        summary: 'The comments of demand {id}, oldest first, with their attachments',
        params: IdParams,
        response: { 200: DemandCommentList },
      },
    },
    async (request) => {
      const demand = await viewableDemandScope(app, request, request.params.id);
      return listComments(app.db, { demandId: demand.id });
    },
  );

  app.get(
    '/:id/anexo-comentario',
    {
      config: { access: FEATURES.clientDemandDetails },
      schema: {
        tags: ['demand comments'],
        summary: "Every attachment of demand {id}'s comments, oldest first",
        params: IdParams,
        response: { 200: CommentAttachmentList },
      },
    },
    async (request) => {
      const demand = await viewableDemandScope(app, request, request.params.id);
      return listDemandAttachments(app.db, demand.id);
    },
  );

  app.get(
    '/download/:id/solicitacao-comentario',
    {
      config: { access: FEATURES.clientDemandDetails },
      schema: {
        tags: ['demand comments'],
        summary: 'Comment attachment {id} as a download, for users who may view its demand',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const attachment = await findCommentAttachment(app.db, request.params.id);
      if (!attachment) throw notFound(COMMENT_MESSAGES.attachmentNotFound);
      await viewableDemandScope(app, request, attachment.demandId);
      let stream;
      try {
        stream = await storage.open(attachment.storageKey);
      } catch (error) {
        if (error instanceof FileNotFoundError) {
          throw notFound(COMMENT_MESSAGES.attachmentNotFound);
        }
        throw error;
      }
      return (
        reply
          .header('content-type', servedContentType(attachment.contentType))
          .header('content-length', String(attachment.size))
          .header('content-disposition', attachmentDisposition(attachment.filename))
          .header('x-content-type-options', 'nosniff')
          // An uploaded SVG or HTML opened directly must not run scripts in the API's origin.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(stream)
      );
    },
  );
};
