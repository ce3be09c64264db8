export {
  isNumericInput,
  normalizeDecimalInput,
  parseDecimalInput,
  recycledPercentageFromInput,
  salesQuantityToSend,
} from './numeric-input';
