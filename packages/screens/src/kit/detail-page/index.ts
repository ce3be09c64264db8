export { arrivalNoticeOf, arrivalState, useArrivalNotice } from './arrival-notice';
export {
  BackButton,
  type BackButtonProps,
  fromListOf,
  fromListState,
  useBackAction,
  useOpenFromList,
} from './back-action';
export {
  type RecordLoad,
  RecordLoadFailure,
  RecordLoadState,
  type RecordLoadStateProps,
  type RecordLoadStatus,
  type RecordLoadTexts,
  recordLoadStatus,
} from './record-load-state';
