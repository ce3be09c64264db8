export { type CheckedFormOptions, focusFirstProblem, useCheckedForm } from './use-checked-form';
