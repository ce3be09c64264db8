export {
  createScannerFeed,
  DEFAULT_SCANNER_OPTIONS,
  INITIAL_SCANNER_STATE,
  type ScannerKeyEvent,
  type ScannerOptions,
  type ScannerState,
  type ScannerStep,
  scannerStep,
} from './scanner';
