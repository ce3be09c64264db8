export { filterParamsOf, type ListFilterParams } from './filter-params';
export {
  FILTER_PROBLEMS_ALERT,
  type ListUrlState,
  type ListUrlStateOptions,
  useListUrlState,
} from './use-list-url-state';
