export {
  ALL_ROWS,
  clampPage,
  DEFAULT_PAGE_SIZE,
  orderingParam,
  PAGE_SIZE_OPTIONS,
  type PageState,
  pageAfterSizeChange,
  pageCount,
  pageRange,
  pageSlice,
} from './pagination';
