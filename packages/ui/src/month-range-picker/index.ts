export { MonthRangePicker, type MonthRangePickerProps, type MonthRangeValue } from './month-range-picker';
