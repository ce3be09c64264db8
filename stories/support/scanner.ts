/**
 * A simulated barcode scanner: the code's digits and then Enter as key presses `gapMs` apart (a USB scanner
 * "types" a key every few milliseconds), sent to whatever has focus, or the page. The keys are dispatched in
 * one go, each stamped with its scanner time: on a busy machine real pauses between dispatches can stretch
 * past the scanner rule's 50 ms and turn the scan into typing, so the timing is the stamp, not the clock.
 */
export function scan(code: string, gapMs = 3): void {
  const start = performance.now();
  [...code, 'Enter'].forEach((key, index) => {
    const target = document.activeElement ?? document.body;
    for (const type of ['keydown', 'keyup']) {
      const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true, composed: true });
      Object.defineProperty(event, 'timeStamp', { value: start + index * gapMs });
      target.dispatchEvent(event);
    }
  });
}
