export {
  type ListFilterParams,
  type ListUrlState,
  type ListUrlStateOptions,
  useListUrlState,
} from './use-list-url-state';
