export { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from './date-range-picker';
export { RangeGroup, type RangeGroupProps } from './range-group';
export { type DateRangeEnds, useDateRangeLimits } from './use-date-range-limits';
