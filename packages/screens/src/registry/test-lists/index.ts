// The operator's testing and retesting lists share one frame; each screen configures it.

export { CONDITION_OPTION_KEYS } from '../condition-filter';
export { REGISTRY_COLUMN_KEYS, TEST_LIST_DEFAULT_SORT, testListColumns } from './test-list-columns';
export { TestListDialog, type TestListDialogProps } from './test-list-dialog';
export { TEST_LIST_FILTERS, useTestListFilterOptions } from './test-list-filters';
export { TestListFrame, type TestListFrameProps, type TestListQuery } from './test-list-frame';
export * from './test-list-results';
export { type TestListRow, testedDayOf, testListRow, testListRows } from './test-list-rows';
