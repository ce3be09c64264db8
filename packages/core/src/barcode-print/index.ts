export {
  assessBarcodePrint,
  BARCODE_DEFAULT_SIZES,
  BARCODE_LIMITS,
  BARCODE_LOCATION_CODES,
  type BarcodeLocation,
  type BarcodePrintAssessment,
  type BarcodePrintMeasure,
  DEFAULT_BARCODE_LOCATION,
  type EanType,
} from './barcode-print';
