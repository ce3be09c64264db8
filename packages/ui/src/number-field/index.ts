export { NumberField, type NumberFieldProps } from './number-field';
export type { CommitResult } from './use-committed-number';
