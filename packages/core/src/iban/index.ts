export { formatIban, ibanCheckDigits, isValidIban, normalizeIban } from './iban';
export { IBAN_LENGTHS } from './iban-lengths';
