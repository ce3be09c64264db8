export { MonthPicker, type MonthPickerProps } from './month-picker';
