import { CLIENT_REQUEST_LABELS, canComment } from '@dpohub/domain';
import type { DemandCommentView, Principal } from '@dpohub/domain';
import { Spinner, useShell } from '@dpohub/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentList';
import { fetchComments } from './comments-api';

/** The Comentários tab: the comments of the request and the box to add one. */
export function CommentsTab({ requestId, actor }: { requestId: number; actor: Principal }) {
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
        allowed={canComment(actor)}
        onSent={() => void load()}
      />
    </>
  );
}
