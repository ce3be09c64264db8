// What a USB barcode scanner sends, for the scripts that drive a real browser (the e2e journeys, the benchmarks).
// Pass it to `page.evaluate(dispatchScan, code)`: it runs inside the page, so it may use nothing from outside.

/**
 * The code's digits and Enter as key presses 3 ms apart, to the focused element (or the page). Dispatched in one
 * go with their scanner times as time stamps: key presses sent one by one from the test runner can arrive tens of
 * milliseconds apart on a busy machine, which is a person typing, not a scan (@epp/core's scanner rule).
 */
export function dispatchScan(code) {
  const start = performance.now();
  [...code, 'Enter'].forEach((key, index) => {
    for (const type of ['keydown', 'keyup']) {
      const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true, composed: true });
      Object.defineProperty(event, 'timeStamp', { value: start + index * 3 });
      (document.activeElement ?? document.body).dispatchEvent(event);
    }
  });
}
