// Constants only, no imports: @epp/ui's text field reads TEXT_MAX_LENGTH on every page, /login included, and must
// not bring the numbers' Decimal with it (#17's budget).

/**
 * How many characters each kind of typed text may hold. The spec names no lengths; these follow the server's
 * column sizes as a Django backend has them (CharField 255, EmailField 254) and what each value is, so the
 * portal refuses in the field what the server would refuse after a round trip (README "Input limits").
 */
export const TEXT_MAX_LENGTH = {
  /** Every one-line text without a narrower rule: names, positions, company fields, filters. */
  text: 255,
  email: 254,
  /** A phone number as people type it, spaces and a country code included. */
  phone: 20,
  /** The Estonian personal code. */
  personalCode: 11,
  /** The longest barcode, GTIN-14. */
  ean: 14,
  password: 128,
  /** A comment, or the reason a repair is cancelled. */
  comment: 2000,
  /** A number typed into a field (a weight, a measurement, a filter's end). */
  number: 20,
} as const;

/** The heaviest package the register takes, in grams (the spec's weight unit): 100 kg, beyond any deposit container. */
export const PACKAGE_WEIGHT_MAX_GRAMS = 100_000;

/** The largest print measurement a laboratory types, in millimetres: no barcode is a metre wide. */
export const MEASUREMENT_MAX_MM = 1_000;
