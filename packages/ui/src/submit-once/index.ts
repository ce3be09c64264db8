export { type SubmitOnce, useSubmitOnce } from './use-submit-once';
