export { FilterBar, type FilterBarProps, FilterRange, type FilterRangeProps } from './filter-bar';
export { readFiltersFromParams, writeFiltersToParams } from './filter-url';
export {
  activeColumnFilters,
  type FilterKind,
  type FilterKinds,
  type FilterValue,
  type FilterValues,
  isEmptyFilterValue,
  isRangeValue,
  type RangeFilterValue,
} from './filter-values';
export {
  browserUrl,
  type FilterState,
  type FilterUrlAdapter,
  type UseFilterStateOptions,
  useFilterState,
} from './use-filter-state';
