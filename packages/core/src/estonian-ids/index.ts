export { estonianMod11CheckDigit } from './mod11';
export {
  isValidEstonianPersonalCode,
  type PersonalCodeParts,
  parseEstonianPersonalCode,
  type Sex,
} from './personal-code';
export { isValidEstonianRegistryCode } from './registry-code';
export { estonianVatCheckDigit, isValidEstonianVatNumber, normalizeEstonianVatNumber } from './vat-number';
