import type { CommentEntry } from '@epp/api';
import { useState } from 'react';

/**
 * Deleting a comment: the one asked about (the confirmation is open while it is set). A failed delete rejects, so
 * the confirmation says why and stays open for another try or cancel (the kit's failed-confirm policy). A deleted
 * comment took its delete button with it: `onDeleted` finds the focus a new place.
 */
export function useCommentDelete(
  onDelete: ((comment: CommentEntry) => Promise<unknown>) | undefined,
  onDeleted: () => void,
) {
  const [toDelete, setToDelete] = useState<CommentEntry | null>(null);

  const confirmDelete = async () => {
    if (!toDelete || !onDelete) return;
    await onDelete(toDelete);
    onDeleted();
  };

  return { toDelete, ask: setToDelete, confirmDelete };
}
