import { Decimal, type DecimalInput } from '../money/decimal';

export type EanType = 'EAN-8' | 'EAN-13';
export type BarcodeLocation = 'horizontal' | 'vertical';

/** Barcode size at 100% magnification, millimetres (spec section 9). */
export const BARCODE_DEFAULT_SIZES: Readonly<Record<EanType, { width: string; height: string }>> = {
  'EAN-8': { width: '22.11', height: '21.31' },
  'EAN-13': { width: '31.35', height: '25.91' },
};

/** Acceptance limits per location; percentages of the default size, heights in millimetres; bounds inclusive. */
export const BARCODE_LIMITS: Readonly<
  Record<
    BarcodeLocation,
    { widthPercent: { min: number; max: number }; heightPercent: { min: number; max: number }; minHeightMm: number }
  >
> = {
  horizontal: { widthPercent: { min: 100, max: 130 }, heightPercent: { min: 80, max: 115 }, minHeightMm: 20 },
  vertical: { widthPercent: { min: 80, max: 130 }, heightPercent: { min: 80, max: 100 }, minHeightMm: 15 },
};

/** The API's location codes: 1 horizontal, 2 vertical; a new test defaults to vertical. */
export const BARCODE_LOCATION_CODES: Readonly<Record<BarcodeLocation, 1 | 2>> = { horizontal: 1, vertical: 2 };
export const DEFAULT_BARCODE_LOCATION: BarcodeLocation = 'vertical';

export interface BarcodePrintMeasure {
  eanType: EanType;
  location: BarcodeLocation;
  /** Measured width, mm. */
  width: DecimalInput;
  /** Measured height, mm. */
  height: DecimalInput;
}

export interface BarcodePrintAssessment {
  widthPercentage: number;
  heightPercentage: number;
  widthOk: boolean;
  heightOk: boolean;
}

/** measure ÷ default × 100, rounded half away from zero to 2 decimals. */
function percentageOf(measure: DecimalInput, defaultSize: string): Decimal {
  return Decimal.from(measure).times(100).dividedBy(defaultSize, 2);
}

const within = (value: Decimal, limits: { min: number; max: number }) =>
  value.compare(limits.min) >= 0 && value.compare(limits.max) <= 0;

/**
 * The partner's barcode print check: width and height as percentages of the default size, and whether each
 * is acceptable for the location. Validity is judged on the rounded percentage, as the form shows it.
 * Throws a RangeError for a measure that is not a decimal number.
 */
export function assessBarcodePrint(measure: BarcodePrintMeasure): BarcodePrintAssessment {
  const defaults = BARCODE_DEFAULT_SIZES[measure.eanType];
  const limits = BARCODE_LIMITS[measure.location];
  const widthPercentage = percentageOf(measure.width, defaults.width);
  const heightPercentage = percentageOf(measure.height, defaults.height);
  return {
    widthPercentage: widthPercentage.toNumber(),
    heightPercentage: heightPercentage.toNumber(),
    widthOk: within(widthPercentage, limits.widthPercent),
    heightOk:
      Decimal.from(measure.height).compare(limits.minHeightMm) >= 0 && within(heightPercentage, limits.heightPercent),
  };
}
