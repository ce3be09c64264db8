import {
  ASSUMED_PACKAGE_STATUS_MEANINGS,
  type PackageStatusMeanings,
  type PossibleProblemLine,
  possibleProblemLines,
  possibleProblems,
  type RegistryAction,
  type RegistryPackageFacts,
} from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, ConfirmDialog, type ModalProps } from '@epp/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import * as styles from './confirm-with-problems.styles';
import { actionTextKeys, failureLines, PROBLEM_TEXT_KEYS } from './problem-texts';
import { useFailureLineText } from './use-failure-line-text';

const Body = styled.div`
  ${styles.body}
`;

/** The rejection of a confirm `validate` stopped: nothing to say in the dialog. */
const INVALID = new Error('invalid');

export interface ConfirmWithProblemsProps extends Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Which registry action is confirmed: it picks the default texts and whether "unconfirmed" is checked. */
  action: RegistryAction;
  /** The selected package ids. */
  selectedIds: readonly number[];
  /** The list's rows the selection is looked up in (an id not among them is a "not found" warning). */
  rows: readonly RegistryPackageFacts[];
  /** Which status ids mean what (see @epp/core); the assumed mapping by default. */
  meanings?: PackageStatusMeanings;
  /**
   * Runs the action. A promise keeps the dialog open with the confirm button pending (a second press does
   * nothing); fulfilled closes it, rejected shows the failure in the dialog so the user can retry or cancel.
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /**
   * Checked before `onConfirm`: false keeps the dialog open without running the action (the fields in
   * `children` then show their own errors, e.g. a missing sales start date).
   */
  validate?: () => boolean;
  /** Fields the action needs (a sales start date), between the question and the warnings. */
  children?: ReactNode;
  /** Overrides of the action's default title, question and confirm label. */
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
}

/**
 * A registry action's confirmation (send to testing, confirm test results, register): the question, and under
 * "Võimalikud probleemid:" the warnings @epp/core finds in the selected rows. The warnings never block.
 */
export function ConfirmWithProblems({
  action,
  selectedIds,
  rows,
  meanings = ASSUMED_PACKAGE_STATUS_MEANINGS,
  onConfirm,
  onCancel,
  validate,
  children,
  title,
  message,
  confirmLabel,
  ...modalProps
}: ConfirmWithProblemsProps) {
  const { t } = useEppTranslation();
  const lineText = useFailureLineText();
  const keys = actionTextKeys(action);
  const count = selectedIds.length;
  const lines = possibleProblemLines(possibleProblems({ selectedIds, rows, action }, meanings));

  // A rejection keeps the dialog open; a stop by `validate` is no failure to report (its fields say why).
  const confirm = () => (validate && !validate() ? Promise.reject(INVALID) : onConfirm());

  return (
    <ConfirmDialog
      {...modalProps}
      size="md"
      title={title ?? t(keys.title)}
      confirmLabel={confirmLabel ?? t(keys.confirm)}
      onConfirm={confirm}
      failure={(error) =>
        error === INVALID
          ? null
          : { title: t('widgets.confirmWithProblems.failed'), lines: failureLines(error).map(lineText) }
      }
      {...(onCancel ? { onCancel } : {})}
    >
      <Body>
        <p>{message ?? t(keys.message, { count })}</p>
        {children}
        {lines.length > 0 && (
          <Alert
            tone="warning"
            role="none"
            title={t('widgets.confirmWithProblems.problemsTitle')}
            lines={lines.map((line: PossibleProblemLine) => t(PROBLEM_TEXT_KEYS[line.kind], { count: line.count }))}
          />
        )}
      </Body>
    </ConfirmDialog>
  );
}
