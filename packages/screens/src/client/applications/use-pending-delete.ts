// Deleting a package from the client's pending application (spec §7: DELETE package/{id}/, a client call): a
// mistyped package need not go into the invoiced application. The row's delete button opens a confirmation;
// confirmed, the package is deleted once (ConfirmDialog's guard) and the list follows (the hook's invalidation
// refetches application-in-progress/). A success is a page alert; a failure is said in the dialog, which stays
// open to retry or cancel (the kit's failed-confirm policy). Focus goes back to the row's delete button, or the next row's when the row is gone.
import { useDeletePackage } from '@epp/api/hooks';
import { message } from '@epp/i18n';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { focusInPlace, placeAmong, usePageAlerts, useRowConfirmation } from '../../kit';
import type { PendingCellContext, PendingRow } from '../../packages';

const ALERT_ID = 'pending-delete';
const DELETE_BUTTONS = '[data-pending-delete]';

export function usePendingDelete(
  page: RefObject<HTMLElement | null>,
  rows: readonly PendingRow[],
  /** Where focus goes when the last row was deleted. */
  fallbackFocus: () => void,
) {
  const alerts = usePageAlerts();
  const deletePackage = useDeletePackage();
  // The deleted row and the place of its delete button among the rows' buttons, for the focus once it is gone.
  const place = useRef(0);
  const [deleted, setDeleted] = useState<number | null>(null);
  const deletion = useRowConfirmation<PendingRow>(async ({ id, name, EAN: ean }) => {
    await deletePackage.mutateAsync({ params: { id } });
    setDeleted(id);
    alerts.success(message('screens.client.applications.deleted', { name, ean }), { id: ALERT_ID });
  });

  useEffect(() => {
    if (deleted === null || rows.some((row) => row.id === deleted)) return;
    setDeleted(null);
    focusInPlace(page, DELETE_BUTTONS, place.current, fallbackFocus);
  }, [deleted, rows, page, fallbackFocus]);

  const cellContext: PendingCellContext = {
    onDelete: (row, trigger) => {
      place.current = placeAmong(page, DELETE_BUTTONS, trigger);
      deletion.ask(row, trigger);
    },
  };
  return { cellContext, deletion };
}
