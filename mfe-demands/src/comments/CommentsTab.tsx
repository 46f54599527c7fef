import {
  CLIENT_REQUEST_LABELS,
  COMMENT_MESSAGES,
  MESSAGES,
  canComment,
  commentsClosed,
} from '@dpohub/domain';
import type { DemandCommentView, Principal } from '@dpohub/domain';
import { Spinner, useShell } from '@dpohub/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentList';
import { fetchComments } from './comments-api';

/** Why the actor may not comment on a request in this status, or null when they may. */
function commentRefusal(actor: Principal, status: string): string | null {
  if (!canComment(actor)) return MESSAGES.noCommentPermission;
  return commentsClosed(status) ? COMMENT_MESSAGES.cancelled : null;
}

/** The Comentários tab: the comments of the request and the box to add one. */
export function CommentsTab({
  requestId,
  actor,
  status,
}: {
  requestId: number;
  actor: Principal;
  status: string;
}) {
  const shell = useShell();
  const [comments, setComments] = useState<DemandCommentView[] | null>(null);

  const load = useCallback(async () => {
    try {
      setComments(await fetchComments(shell.http, requestId));
    } catch (error) {
      console.error('GET /solicitacao/{id}/solicitacao-comentario failed', error);
      setComments([]);
    }
  }, [shell.http, requestId]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      {comments ? (
        <CommentList comments={comments} />
      ) : (
        <Spinner label={CLIENT_REQUEST_LABELS.comments.loading} />
      )}
      <CommentComposer
        requestId={requestId}
        denied={commentRefusal(actor, status)}
        onSent={() => void load()}
      />
    </>
  );
}
