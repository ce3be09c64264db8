import { useAddComment, useComments, useDeleteComment } from '@epp/api/hooks';
import { COMMENTS } from '@epp/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { CommentsThread, type CommentsThreadProps } from './comments-thread';

export type ApiCommentsThreadProps = Omit<
  CommentsThreadProps,
  'comments' | 'onSubmit' | 'onDelete' | 'hasOlder' | 'onLoadOlder' | 'isLoadingOlder' | 'loadError' | 'onRetryLoad'
> & {
  /** The content type of the commented object (e.g. a return-report line or a package test). */
  contentTypeId: number;
  objectId: number;
};

/**
 * The CommentsThread wired to @epp/api (inside an ApiClientProvider and a QueryClientProvider): reads the
 * newest 10 comments, each "older" press asks for 10 more; adding and deleting refetch the thread.
 */
export function ApiCommentsThread({ contentTypeId, objectId, ...props }: ApiCommentsThreadProps) {
  const [pages, setPages] = useState(1);
  const params = { content_type_id: contentTypeId, object_id: objectId };
  const comments = useComments(
    { params, query: { page_size: COMMENTS.pageSize * pages } },
    { placeholderData: keepPreviousData },
  );
  const add = useAddComment();
  const remove = useDeleteComment();

  return (
    <CommentsThread
      {...props}
      comments={comments.data?.results ?? []}
      hasOlder={Boolean(comments.data?.older)}
      onLoadOlder={() => setPages((count) => count + 1)}
      isLoadingOlder={comments.isPlaceholderData && comments.isFetching}
      loadError={comments.error ?? undefined}
      onRetryLoad={() => void comments.refetch()}
      onSubmit={(body) => add.mutateAsync({ params, body })}
      onDelete={(comment) => remove.mutateAsync({ params: { ...params, id: comment.id } })}
    />
  );
}
