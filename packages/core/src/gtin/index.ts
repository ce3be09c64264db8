export { GTIN_LENGTHS, gtinCheckDigit, isValidGtin, withGtinCheckDigit } from './gtin';
