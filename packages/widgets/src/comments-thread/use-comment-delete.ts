import type { CommentEntry } from '@epp/api';
import { useState } from 'react';

/** Deleting a comment: the one asked about (the confirmation is open), and the failure of the last delete. */
export function useCommentDelete(onDelete: ((comment: CommentEntry) => Promise<unknown>) | undefined) {
  const [toDelete, setToDelete] = useState<CommentEntry | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);

  const confirmDelete = async () => {
    if (!toDelete || !onDelete) return;
    setDeleteError(null);
    try {
      await onDelete(toDelete);
    } catch (error) {
      setDeleteError(error ?? new Error('failed'));
      setToDelete(null);
    }
  };

  return { toDelete, ask: setToDelete, confirmDelete, deleteError, dismissError: () => setDeleteError(null) };
}
