import { useEppTranslation } from '@epp/i18n';
import { type FormEvent, type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../button/button';
import { filterBarRoot, filterBarTitle, filterButtons, filterRange, filterSlots } from './filter-bar.styles';

export interface FilterBarProps {
  /** The visible title that names the search, e.g. "Pakendi otsing". */
  title: ReactNode;
  /**
   * The filter fields: TextField, Select, MultiSelect, a number field, date and month pickers or a
   * {@link FilterRange} of two of them. Any field element fits; the bar only lays them out.
   */
  children: ReactNode;
  /** Shows "Otsi" (and Enter in a field submits): the screen applies the draft filters. */
  onSearch?: () => void;
  /** Shows "Tühjenda otsing": the screen resets the filters. */
  onClear?: () => void;
  /** While a search runs: "Otsi" shows a spinner and ignores presses. */
  isSearching?: boolean;
  /** Extra buttons after the bar's own, e.g. an Excel export. */
  actions?: ReactNode;
}

const Form = styled.form`
  ${filterBarRoot}
`;

const Title = styled.h2`
  ${filterBarTitle}
`;

const Slots = styled.div`
  ${filterSlots}
`;

const Buttons = styled.div`
  ${filterButtons}
`;

const Range = styled.fieldset`
  ${filterRange}
`;

/**
 * The filters above a table, as a labelled search landmark. It holds no filter state: a screen keeps it with
 * `useFilterState` (optionally in the URL) and passes the applied values to the table.
 */
export function FilterBar({ title, children, onSearch, onClear, isSearching, actions }: FilterBarProps) {
  const { t } = useEppTranslation();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.();
  };
  const hasButtons = onSearch !== undefined || onClear !== undefined || actions !== undefined;
  return (
    <Form role="search" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <Title id={titleId}>{title}</Title>
      <Slots>{children}</Slots>
      {hasButtons && (
        <Buttons>
          {onClear && (
            <Button variant="secondary" onPress={onClear}>
              {t('ui.filterBar.clear')}
            </Button>
          )}
          {onSearch && (
            <Button type="submit" isPending={isSearching}>
              {t('ui.filterBar.search')}
            </Button>
          )}
          {actions}
        </Buttons>
      )}
    </Form>
  );
}

export interface FilterRangeProps {
  /** What the range filters, e.g. "Loodud"; the two fields inside name their ends ("Alates", "Kuni"). */
  legend: ReactNode;
  /** The two ends: any two field elements (date pickers, month pickers, text fields). */
  children: ReactNode;
}

/** Two fields for the ends of one range, grouped under a legend. */
export function FilterRange({ legend, children }: FilterRangeProps) {
  return (
    <Range>
      <legend>{legend}</legend>
      {children}
    </Range>
  );
}
