// The six column toggles of the summary report (spec §2): checkboxes under one label, each showing or hiding
// its column at once. Space toggles the focused one; Tab moves between them.
import { useEppTranslation } from '@epp/i18n';
import { Checkbox, CheckboxGroup } from '@epp/ui';
import { styled } from 'styled-components';
import { defineListFilters } from '../../kit';
import { HIDDEN_COLUMNS, hiddenColumnsOf, SUMMARY_COLUMN_TOGGLES, type SummaryToggleColumn } from './summary-filters';

export interface SummaryColumnTogglesProps {
  /** The optional columns turned off. */
  hidden: readonly SummaryToggleColumn[];
  onChange: (hidden: SummaryToggleColumn[]) => void;
}

/** A whole row of the filter bar's grid: six checkboxes side by side do not fit one field's cell. */
const Row = styled.div`
  grid-column: 1 / -1;
`;

export function SummaryColumnToggles({ hidden, onChange }: SummaryColumnTogglesProps) {
  const { t } = useEppTranslation();
  const shown = SUMMARY_COLUMN_TOGGLES.filter(({ id }) => !hidden.includes(id)).map(({ id }) => id);
  return (
    <Row>
      <CheckboxGroup
        label={t('screens.client.summaryReport.columnsShown')}
        orientation="horizontal"
        value={shown}
        onChange={(checked) =>
          onChange(SUMMARY_COLUMN_TOGGLES.filter(({ id }) => !checked.includes(id)).map(({ id }) => id))
        }
      >
        {SUMMARY_COLUMN_TOGGLES.map(({ id, label }) => (
          <Checkbox key={id} value={id}>
            {t(label)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </Row>
  );
}

/**
 * The toggles as the list's filter under `hidden` (a custom filter: this control, kept as the multi-select
 * `?hidden=name&hidden=volume`): a toggle shows or hides its column at once, applying what the fields say, as
 * "Otsi" would.
 */
export const SUMMARY_TOGGLES_FILTER = defineListFilters({
  [HIDDEN_COLUMNS]: {
    kind: 'custom',
    matchAs: 'multiSelect',
    label: 'screens.client.summaryReport.columnsShown',
    Control: ({ value, apply }) => (
      <SummaryColumnToggles hidden={hiddenColumnsOf({ [HIDDEN_COLUMNS]: value })} onChange={apply} />
    ),
  },
});
