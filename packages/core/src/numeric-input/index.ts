export { type NumberFieldLimits, numberFieldValue, stepNumberFieldValue } from './number-field-value';
export {
  isNumberInRange,
  isNumericInput,
  normalizeDecimalInput,
  parseDecimalInput,
  recycledPercentageFromInput,
  salesQuantityToSend,
} from './numeric-input';
