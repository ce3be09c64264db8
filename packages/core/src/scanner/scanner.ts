/**
 * Barcode scanners act as keyboards: they "type" the code's digits within a few milliseconds of each other
 * and end with Enter (key code 13). People type the same keys tens or hundreds of milliseconds apart. This
 * pure state machine is fed every key with its timestamp and reports a scan when a fast burst of digits
 * ends with a fast Enter.
 */

export interface ScannerOptions {
  /** Longest pause between two keys of a scan, ms. Scanners send a key every 1–20 ms; typing is slower. */
  maxKeyIntervalMs: number;
  /** Fewest digits that count as a scan (EAN-8 is the shortest code). */
  minLength: number;
  /** Most digits that count as a scan (GTIN-14). */
  maxLength: number;
}

export const DEFAULT_SCANNER_OPTIONS: ScannerOptions = { maxKeyIntervalMs: 50, minLength: 8, maxLength: 14 };

export interface ScannerState {
  /** Digits of the burst in progress. */
  digits: string;
  /** Timestamp of the burst's last key; null when no burst is in progress. */
  lastKeyAt: number | null;
}

export const INITIAL_SCANNER_STATE: ScannerState = { digits: '', lastKeyAt: null };

/** A key as `KeyboardEvent.key` names it, and when it came (e.g. `event.timeStamp`). */
export interface ScannerKeyEvent {
  key: string;
  timestamp: number;
}

export interface ScannerStep {
  state: ScannerState;
  /** The scanned code when this key completed a scan (the caller then swallows that Enter), else null. */
  scan: string | null;
}

const isDigitKey = (key: string) => key.length === 1 && key >= '0' && key <= '9';

export function scannerStep(
  state: ScannerState,
  event: ScannerKeyEvent,
  options: ScannerOptions = DEFAULT_SCANNER_OPTIONS,
): ScannerStep {
  const continuesBurst =
    state.lastKeyAt !== null &&
    event.timestamp >= state.lastKeyAt &&
    event.timestamp - state.lastKeyAt <= options.maxKeyIntervalMs;

  if (isDigitKey(event.key)) {
    const digits = continuesBurst ? `${state.digits}${event.key}` : event.key;
    return { state: { digits, lastKeyAt: event.timestamp }, scan: null };
  }
  if (event.key === 'Enter') {
    const length = state.digits.length;
    const complete = continuesBurst && length >= options.minLength && length <= options.maxLength;
    return { state: INITIAL_SCANNER_STATE, scan: complete ? state.digits : null };
  }
  return { state: INITIAL_SCANNER_STATE, scan: null };
}

/** The state machine wrapped for a keydown listener: feed it keys, it returns the code when a scan completes. */
export function createScannerFeed(
  options: ScannerOptions = DEFAULT_SCANNER_OPTIONS,
): (event: ScannerKeyEvent) => string | null {
  let state = INITIAL_SCANNER_STATE;
  return (event) => {
    const step = scannerStep(state, event, options);
    state = step.state;
    return step.scan;
  };
}
