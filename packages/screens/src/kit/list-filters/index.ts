export {
  CHECKED,
  checkboxFilter,
  MonthRangeControl,
  monthRangeFilter,
  YearRangeControl,
  yearRangeFilter,
} from './custom-filters';
export {
  dayRangeOf,
  isCompleteRange,
  type PickerRange,
  pickerRangeOf,
  rangeOf,
  rangeOfPicker,
  rangeValueOf,
} from './filter-range';
export { dateRangeRule, monthRangeRule } from './filter-rules';
export { type ListFilterDraft, ListFilterFields, type ListFilterFieldsProps } from './list-filter-fields';
export {
  type BuiltInFilterDefinition,
  type BuiltInFilterKind,
  type CustomFilterDefinition,
  defineListFilters,
  type FilterCodec,
  type FilterControlProps,
  type FilterRule,
  type FilterRuleContext,
  filterKindsOf,
  filterProblemsOf,
  type ListFilterDefinition,
  type ListFilterDefinitions,
  type ListFilterKind,
  type ListFilterOptions,
  listValueOf,
  textValueOf,
} from './list-filters';
export { type RangeParamsOptions, rangeParams } from './range-params';
export { useScannedDigitsRemoval } from './use-scanned-digits-removal';
