import { message } from '@epp/i18n';
import { playErrorBeep, useBarcodeScanner } from '@epp/ui';
import { useMemo, useRef } from 'react';
import type { PageAlerts } from '../../kit';
import { indexByEan, scanApplications } from './application-scan';
import type { ApplicationRow } from './registry-applications-columns';

/** The scan's alerts: each scan replaces the previous one's, so a run of scans leaves one answer, not a pile. */
const ALERT = { result: 'applications-scan', already: 'applications-scan-already' } as const;

const TEXT = {
  notFound: 'screens.operator.registryApplications.scan.notFound',
  line: 'screens.operator.registryApplications.scan.line',
  nowSelectedOne: 'screens.operator.registryApplications.scan.nowSelectedOne',
  nowSelectedMany: 'screens.operator.registryApplications.scan.nowSelectedMany',
  alreadySelectedOne: 'screens.operator.registryApplications.scan.alreadySelectedOne',
  alreadySelectedMany: 'screens.operator.registryApplications.scan.alreadySelectedMany',
} as const;

export interface ApplicationScanOptions {
  rows: readonly ApplicationRow[];
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (ids: ReadonlySet<string>) => void;
  alerts: PageAlerts;
  /**
   * While a confirmation or an action is under way the selection must not change under it: a scan is then
   * refused with the error sound. The scanner keeps listening all the same, so its Enter never presses the
   * dialog's focused button.
   */
  isSelectionLocked: boolean;
  /** Told of each scan (e.g. to take the scanner's digits back out of a focused text field). */
  onScanned?: (code: string) => void;
}

/**
 * Barcode scanning on the applications list: wherever focus is on the page, a scan (the core scanner rule:
 * fast digits ending with Enter) selects every application with that EAN and says so (spec operator §2):
 * not found with an error sound, already selected (info), now selected (success), each listing name (client).
 */
export function useApplicationScan({
  rows,
  selectedIds,
  onSelectedIdsChange,
  alerts,
  isSelectionLocked,
  onScanned,
}: ApplicationScanOptions): void {
  const index = useMemo(() => indexByEan(rows), [rows]);
  // Two scans can come before React draws the first one's selection: each reads and leaves the latest here.
  const selection = useRef(selectedIds);
  selection.current = selectedIds;
  const lineOf = (row: ApplicationRow) => message(TEXT.line, { name: row.name, client: row.client });

  useBarcodeScanner((code) => {
    onScanned?.(code);
    if (isSelectionLocked) {
      playErrorBeep();
      return;
    }
    const scan = scanApplications(index, selection.current, code);
    alerts.dismiss(ALERT.already);
    if (scan.kind === 'not-found') {
      alerts.error(message(TEXT.notFound, { ean: scan.ean }), { id: ALERT.result });
      playErrorBeep();
      return;
    }
    const { ean, newlySelected, alreadySelected } = scan;
    if (newlySelected.length > 0) {
      const next = new Set([...selection.current, ...newlySelected.map((row) => row.id)]);
      selection.current = next;
      onSelectedIdsChange(next);
      const key = newlySelected.length === 1 ? TEXT.nowSelectedOne : TEXT.nowSelectedMany;
      alerts.success(message(key, { ean }), { id: ALERT.result, lines: newlySelected.map(lineOf) });
    } else {
      alerts.dismiss(ALERT.result);
    }
    if (alreadySelected.length > 0) {
      const key = alreadySelected.length === 1 ? TEXT.alreadySelectedOne : TEXT.alreadySelectedMany;
      alerts.show({
        tone: 'info',
        title: message(key, { ean }),
        id: ALERT.already,
        lines: alreadySelected.map(lineOf),
      });
    }
  });
}
