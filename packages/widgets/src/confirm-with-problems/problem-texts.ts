import { errorMessage, isApiError } from '@epp/api/client';
import type { PossibleProblemKind, RegistryAction } from '@epp/core';
import { type Message, type TranslationKey, translationKey } from '@epp/i18n';

/** The text of each "Võimalikud probleemid:" line; each takes the `count`. */
export const PROBLEM_TEXT_KEYS: Readonly<Record<PossibleProblemKind, TranslationKey>> = {
  'not-found': translationKey('widgets.confirmWithProblems.problems.notFound'),
  unsynced: translationKey('widgets.confirmWithProblems.problems.unsynced'),
  'unsubmitted-reports': translationKey('widgets.confirmWithProblems.problems.unsubmittedReports'),
  debt: translationKey('widgets.confirmWithProblems.problems.debt'),
  'in-testing': translationKey('widgets.confirmWithProblems.problems.inTesting'),
  'test-unconfirmed': translationKey('widgets.confirmWithProblems.problems.testUnconfirmed'),
  'last-test-failed': translationKey('widgets.confirmWithProblems.problems.lastTestFailed'),
};

const ACTION_KEY = {
  'send-to-testing': 'sendToTesting',
  'confirm-results': 'confirmResults',
  register: 'register',
} as const satisfies Record<RegistryAction, string>;

/** The default texts of an action's modal: the list button, title, question (with `count`) and confirm label. */
export function actionTextKeys(action: RegistryAction) {
  const key = ACTION_KEY[action];
  return {
    open: translationKey(`widgets.confirmWithProblems.actions.${key}.open`),
    title: translationKey(`widgets.confirmWithProblems.actions.${key}.title`),
    message: translationKey(`widgets.confirmWithProblems.actions.${key}.message`),
    confirm: translationKey(`widgets.confirmWithProblems.actions.${key}.confirm`),
  };
}

/** A line of a failure: a server's error code, shown as it is, or a message to translate. */
export type FailureLine = { code: string } | Message;

/** A failure as lines to show: an API error's codes ("Ootamatu viga" for one without), else its message. */
export function failureLines(error: unknown): FailureLine[] {
  if (isApiError(error) && error.entries.length > 0) {
    return error.entries.map((entry) =>
      entry.code === null ? { key: translationKey('errors.unexpectedShort'), params: {} } : { code: entry.code },
    );
  }
  const message = errorMessage(error);
  // The key comes from @epp/api at run time: one of the kit's error texts.
  return [{ key: message.key as TranslationKey, params: message.params }];
}
