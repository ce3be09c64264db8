// The custom filters the kit ships, made with the custom kind: a year range, a month range and a checkbox. A
// screen's own custom filter is made the same way: a control and, where the address needs it, a codec.
import type { MonthRangeProblem, YearRangeProblem } from '@epp/core';
import { Checkbox, MonthRangePicker, YearRangePicker } from '@epp/ui';
import { isCompleteRange, type PickerRange, pickerRangeOf, rangeOf, rangeOfPicker } from './filter-range';
import type { CustomFilterDefinition, FilterControlProps } from './list-filters';

type RangeFilterOptions = Omit<CustomFilterDefinition, 'kind' | 'matchAs' | 'Control'> & {
  /** Apply the list as soon as the range is complete and valid (a list with no "Otsi"). */
  isAppliedWhenComplete?: boolean;
};

/** What a range picker's change does: the draft follows it; a complete, valid range is applied when asked. */
function rangeChange(
  { setValue, apply }: FilterControlProps,
  isAppliedWhenComplete: boolean | undefined,
): (next: PickerRange, problems: readonly (MonthRangeProblem | YearRangeProblem)[]) => void {
  return (next, problems) => {
    const range = rangeOfPicker(next);
    if (isAppliedWhenComplete && isCompleteRange(range) && problems.length === 0) apply(range);
    else setValue(range);
  };
}

type RangeControlProps = FilterControlProps & { isAppliedWhenComplete?: boolean | undefined };

/** The year range control: whole years from `minYear` up to the current year. */
export function YearRangeControl({ minYear, ...control }: RangeControlProps & { minYear: number }) {
  return (
    <YearRangePicker
      label={control.label}
      minYear={minYear}
      today={control.today}
      value={pickerRangeOf(rangeOf(control.value))}
      onChange={rangeChange(control, control.isAppliedWhenComplete)}
    />
  );
}

/** The month range control (also the built-in `monthRange` kind's field). */
export function MonthRangeControl(control: RangeControlProps) {
  return (
    <MonthRangePicker
      label={control.label}
      today={control.today}
      value={pickerRangeOf(rangeOf(control.value))}
      onChange={rangeChange(control, control.isAppliedWhenComplete)}
    />
  );
}

/** Whole years (January of the first, December of the last), chosen from `minYear` up to the current year. */
export function yearRangeFilter({
  minYear,
  isAppliedWhenComplete,
  ...definition
}: RangeFilterOptions & { minYear: number }): CustomFilterDefinition {
  return {
    ...definition,
    kind: 'custom',
    matchAs: 'monthRange',
    Control: (control) => (
      <YearRangeControl {...control} minYear={minYear} isAppliedWhenComplete={isAppliedWhenComplete} />
    ),
  };
}

/** A month range; with `isAppliedWhenComplete` the list follows it once both months are chosen and valid. */
export function monthRangeFilter({ isAppliedWhenComplete, ...definition }: RangeFilterOptions): CustomFilterDefinition {
  return {
    ...definition,
    kind: 'custom',
    matchAs: 'monthRange',
    Control: (control) => <MonthRangeControl {...control} isAppliedWhenComplete={isAppliedWhenComplete} />,
  };
}

/** The value a ticked checkbox filter holds (`?key=1`); unticked it holds nothing. */
export const CHECKED = '1';

/** A checkbox that applies the list at once: ticked narrows it (`?key=1`), unticked does not. */
export function checkboxFilter(definition: Omit<CustomFilterDefinition, 'kind' | 'matchAs' | 'Control'>) {
  return {
    ...definition,
    kind: 'custom',
    matchAs: 'select',
    Control: ({ label, value, apply }) => (
      <Checkbox isSelected={value === CHECKED} onChange={(isSelected) => apply(isSelected ? CHECKED : undefined)}>
        {label}
      </Checkbox>
    ),
  } satisfies CustomFilterDefinition;
}
