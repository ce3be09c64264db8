/**
 * What a barcode scanner sends: the code's digits and Enter as key presses a few milliseconds apart, to the
 * focused element (or the page). Dispatched in one go from the page itself: key presses sent one by one from
 * the test runner arrive tens of milliseconds apart on a busy machine, which is a person typing, not a scan.
 */
export function scanBarcode(code: string): void {
  const target = document.activeElement ?? document.body;
  for (const key of [...code, 'Enter']) {
    for (const type of ['keydown', 'keyup'])
      target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true, composed: true }));
  }
}
