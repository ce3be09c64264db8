export { ConfirmWithProblems, type ConfirmWithProblemsProps } from './confirm-with-problems';
export { actionTextKeys, type FailureLine, failureLines, PROBLEM_TEXT_KEYS } from './problem-texts';
export { confirmWithProblemsTextAreas } from './text-areas';
