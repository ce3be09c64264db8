export { MultiSelect, type MultiSelectProps } from './multi-select';
export { type MultiSelectSummary, summarizeSelection } from './multi-select-value';
