export { Select, type SelectProps } from './select';
export type { SelectOption } from './select-options';
