export { ListFilterFields, type ListFilterFieldsProps } from './list-filter-fields';
export {
  defineListFilters,
  filterKindsOf,
  type ListFilterDefinition,
  type ListFilterDefinitions,
  type ListFilterKind,
  type ListFilterOptions,
  listValueOf,
  rangeValueOf,
  textValueOf,
} from './list-filters';
export { useScannedDigitsRemoval } from './use-scanned-digits-removal';
