export { filterParamsOf } from './filter-params';
export {
  FILTER_PROBLEMS_ALERT,
  type ListFilterParams,
  type ListUrlState,
  type ListUrlStateOptions,
  useListUrlState,
} from './use-list-url-state';
