export { isInputAbove, isNegativeInput } from './input-limits';
export { MEASUREMENT_MAX_MM, PACKAGE_WEIGHT_MAX_GRAMS, TEXT_MAX_LENGTH } from './limits';
