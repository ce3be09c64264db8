import { createScannerFeed, DEFAULT_SCANNER_OPTIONS, type ScannerOptions } from '@epp/core';
import { useEffect, useRef } from 'react';

export interface UseBarcodeScannerOptions {
  /** Listen only while true (e.g. while the list is on screen and no dialog is open). Default true. */
  isEnabled?: boolean;
  /** Timing and length rules; @epp/core's defaults (8–14 digits, at most 50 ms apart). */
  options?: ScannerOptions;
}

/**
 * Listens for barcode scans anywhere on the page: a scanner types the code's digits a few milliseconds apart
 * and ends with Enter, which @epp/core's scanner state machine tells apart from a person typing. The Enter
 * that completes a scan is swallowed (it must not submit a form or open a focused row) and the code goes to
 * `onScan`, where the screen filters, selects or expands by it.
 */
export function useBarcodeScanner(
  onScan: (code: string) => void,
  { isEnabled = true, options }: UseBarcodeScannerOptions = {},
) {
  const latest = useRef(onScan);
  latest.current = onScan;
  const rules = options ?? DEFAULT_SCANNER_OPTIONS;
  useEffect(() => {
    if (!isEnabled) return;
    const feed = createScannerFeed(rules);
    const onKeyDown = (event: KeyboardEvent) => {
      const code = feed({ key: event.key, timestamp: event.timeStamp });
      if (code === null) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current(code);
    };
    // Capture phase: the scan is seen before a focused field or row handles the Enter.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [isEnabled, rules]);
}
