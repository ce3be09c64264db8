export { YearRangePicker, type YearRangePickerProps, type YearRangeValue } from './year-range-picker';
