/**
 * A simulated barcode scanner for play functions: the code's characters as key presses 5 ms apart, then
 * Enter, sent to the focused element (or the page) — what @epp/core's scanner feed tells apart from a person
 * typing (whose keys come tens of milliseconds apart).
 *
 * Each key is sent 5 ms after the one before (waited out on the spot: a 5 ms timer can fire 60 ms late on a
 * busy machine) and carries its scheduled moment as its `timeStamp`, so a pause of the test process between
 * two keys cannot turn a scan into typing (the page reads the keys' timestamps, as it does a real scanner's).
 */
export async function scan(code: string): Promise<void> {
  const start = performance.now();
  const keys = [...code, 'Enter'];
  keys.forEach((key, index) => {
    const at = start + index * 5;
    while (performance.now() < at) {
      // the scanner's pause between two keys
    }
    const target = document.activeElement ?? document.body;
    for (const type of ['keydown', 'keyup']) {
      const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true, composed: true });
      Object.defineProperty(event, 'timeStamp', { value: at });
      target.dispatchEvent(event);
    }
  });
  // Let the page handle the scan before the play function looks.
  await new Promise((resolve) => setTimeout(resolve, 0));
}
