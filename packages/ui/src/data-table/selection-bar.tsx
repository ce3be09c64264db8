import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../button/button';
import { bulkActions, selectionBar, selectionCount } from './data-table.styles';
import type { SelectionSummary } from './types';

const Bar = styled.div`
  ${selectionBar}
`;

const Count = styled.span`
  ${selectionCount}
`;

const Actions = styled.div`
  ${bulkActions}
`;

export interface SelectionBarProps {
  summary: SelectionSummary;
  /** Rows matching the filters; "select all N" is offered when the page is chosen but not all of them. */
  matchingCount: number;
  canSelectAllMatching: boolean;
  onSelectAllMatching: () => void;
  bulkActions: ((selection: SelectionSummary) => ReactNode) | undefined;
  /** The clear button's own text for a count; "Tühista valik" by default. */
  clearLabel?: ((count: number) => string) | undefined;
}

/** Above the table: how many rows are chosen, "select all N", clear, and the screen's bulk-action buttons. */
export function SelectionBar({
  summary,
  matchingCount,
  canSelectAllMatching,
  onSelectAllMatching,
  bulkActions: renderActions,
  clearLabel,
}: SelectionBarProps) {
  const { t } = useEppTranslation();
  return (
    <Bar>
      {/* A polite status: every change of the selection is said once, without moving focus. */}
      <Count role="status">{t('ui.dataTable.selectedCount', { count: summary.count })}</Count>
      {canSelectAllMatching && (
        <Button variant="ghost" size="sm" onPress={onSelectAllMatching}>
          {t('ui.dataTable.selectAllMatching', { count: matchingCount })}
        </Button>
      )}
      {summary.count > 0 && (
        <Button variant="ghost" size="sm" onPress={summary.clear}>
          {clearLabel ? clearLabel(summary.count) : t('ui.dataTable.clearSelection')}
        </Button>
      )}
      {renderActions && <Actions>{renderActions(summary)}</Actions>}
    </Bar>
  );
}
